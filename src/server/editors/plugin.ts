// Puts the translation memory in place before the translate route: the approved editor translations loaded
// into process memory, kept current across replicas (memory-sync.ts), and the log of what people translate
// into the editor styles (translator-requests.ts), written in batches and once more at shutdown.
import type { FastifyInstance } from 'fastify';
import { createMemorySync } from './memory-sync';
import { TranslationMemory } from './translation-memory';
import { createTranslatorRequestLog } from './translator-requests';

export async function registerTranslationMemory(app: FastifyInstance) {
  const memory = new TranslationMemory();
  await memory.loadAll(app.db);
  const sync = await createMemorySync({
    db: app.db,
    memory,
    redis: app.redis,
    log: app.log,
  });
  const requests = createTranslatorRequestLog({ db: app.db, log: app.log });
  app.decorate('translationMemory', { memory, sync, requests });
}

/** Writes the last counted requests and leaves Redis; app.ts calls it before the database closes. */
export async function closeTranslationMemory(app: FastifyInstance) {
  if (!app.hasDecorator('translationMemory')) return;
  await app.translationMemory.requests.close();
  await app.translationMemory.sync.close();
}
