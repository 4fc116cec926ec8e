// Starts the built server (dist/server/server.js) on a free loopback port (or `port`) for a benchmark, with `env` on
// top of this process's environment; resolves once /api/health answers. `stop()` ends it with SIGTERM.
import { spawn } from 'node:child_process';
import { freePort } from './free-port.mjs';

export async function startServer(env, { port: chosenPort } = {}) {
  // A caller that must name its own address (PUBLIC_URL in production) picks the port first.
  const port = chosenPort ?? (await freePort());
  const child = spawn(process.execPath, ['dist/server/server.js'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: 'inherit',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 1200; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok)
        return {
          url,
          // A server that has exited already (crashed, or killed from outside) has no 'exit' to wait for.
          stop: () =>
            child.exitCode !== null || child.signalCode !== null
              ? Promise.resolve()
              : new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM'))),
        };
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}
