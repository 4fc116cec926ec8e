// Starts the built production server on a free port with a temporary DATA_DIR, and stops it again.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  /** The server's process id (signals, CPU readings). */
  pid: number;
  /** Resolves when the process has exited. */
  exited: Promise<void>;
  /** Stops the server (SIGTERM) and waits for it to exit, so the data dir can be opened by the test. */
  stop(): Promise<void>;
  /** Removes the temporary data dir (after stop). */
  cleanup(): void;
  output(): string;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** A new temporary data dir: empty, or a copy of `template`. */
function newDataDir(template?: string): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'slangbridge-e2e-'));
  if (template) cpSync(template, dataDir, { recursive: true });
  return dataDir;
}

/**
 * `port`: listen there (a load balancer in front was told it); a free one by default. `template`: start from a
 * copy of this data dir (see data-template.ts) instead of an empty one, unless `env.DATA_DIR` names one.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: { port?: number; template?: string } = {},
): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const dataDir = env.DATA_DIR ?? newDataDir(options.template);
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['dist/server/server.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      AUTH_SECRET: 'e2e-only-secret-0123456789abcdefghijklmnopqrstuvwxyz',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      // Rate-limit counters stay in this process, not in a Redis that CI shares between runs.
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '1000',
      // Tests stop servers with SIGTERM: no load balancer to drain from, so stop at once.
      SHUTDOWN_DRAIN_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Server exited during start:\n${output}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`Server did not become healthy:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    baseUrl,
    dataDir,
    pid: child.pid!,
    exited,
    output: () => output,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
    cleanup: () => rmSync(dataDir, { recursive: true, force: true }),
  };
}
