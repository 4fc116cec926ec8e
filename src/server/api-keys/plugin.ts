// Puts the public API's per-process state in place before the /v1 routes: the key verifier (answers kept in memory,
// revocations announced to every replica), the usage ledger and the history writer (both written in batches, and
// once more at shutdown).
import type { FastifyInstance } from 'fastify';
import { createApiHistoryWriter } from './api-history';
import { createApiKeyVerifier } from './key-verifier';
import { createApiKeyUsageLedger } from './usage-ledger';

export async function registerApiKeys(app: FastifyInstance) {
  const { db, log } = app;
  app.decorate('apiKeys', {
    verifier: await createApiKeyVerifier({ db, redis: app.redis }),
    usage: createApiKeyUsageLedger({ db, log }),
    history: createApiHistoryWriter({ db, log }),
  });
}

/** Writes the last counted calls and translations and leaves Redis; app.ts calls it before the database closes. */
export async function closeApiKeys(app: FastifyInstance) {
  if (!app.hasDecorator('apiKeys')) return;
  const { verifier, usage, history } = app.apiKeys;
  await Promise.all([usage.close(), history.close(), verifier.close()]);
}
