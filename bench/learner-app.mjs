// The app of a benchmark that times one learner's requests: built in this process from the sources on `database`
// (a production configuration without Redis, an AI provider or the built-in voice, and rate limits out of the way),
// listening on 127.0.0.1, with a session for `learnerId`. Used by bench/stats.mjs and bench/export.mjs.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';

/** Runs `use({ baseUrl, headers })` against the app, then closes it. */
export async function withLearnerApp(database, env, learnerId, use) {
  const clientDir = mkdtempSync(join(tmpdir(), 'slangbridge-bench-client-'));
  const app = await buildApp({
    config: loadConfig({
      NODE_ENV: 'production',
      AUTH_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PUBLIC_URL: 'http://127.0.0.1',
      REDIS_URL: '',
      LLM_BASE_URL: '',
      BUILTIN_VOICE: 'off',
      RATE_LIMIT_PER_MINUTE: '100000',
      ...env,
    }),
    database,
    clientDir,
  });
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address();
    const session = await (await app.auth.$context).internalAdapter.createSession(learnerId);
    return await use({
      baseUrl: `http://127.0.0.1:${port}`,
      headers: { authorization: `Bearer ${session.token}` },
    });
  } finally {
    await app.close();
    rmSync(clientDir, { recursive: true, force: true });
  }
}
