// Keeps the translator's dictionary senses current (issue 27 item 1: "the dictionary feeds the engine"): read from
// the active terms at start, again after every change to a term here (approval, an admin's edit or removal), and
// on every other replica through a Redis channel, as the translation memory is (memory-sync.ts). After a lost Redis
// connection comes back, a replica reads them again, since announcements may have been missed.
import { and, inArray, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { slangTerms } from '../db/schema';
import { createRedisBroadcast } from '../lib/redis-broadcast';
import type { SharedRedis } from '../redis/plugin';
import {
  DICTIONARY_SENSE_LANGUAGES,
  dictionarySenses,
  readStandardWords,
} from '../translation/dictionary-senses';
import { getLexicons } from '../translation/lexicon';
import type { StyleEngine } from '../translation/style-engine';

export const DICTIONARY_SENSES_CHANNEL = 'slangbridge:dictionary-senses';

export interface EngineSenses {
  /**
   * Reads the terms again here and on every other replica. Call after the change is committed; a failure is
   * logged, never thrown (the change itself is saved, and the next change or restart reads it).
   */
  changed(): Promise<void>;
  close(): Promise<void>;
}

export async function createEngineSenses(options: {
  db: Db;
  engine: StyleEngine;
  redis?: SharedRedis | null | undefined;
  log: FastifyBaseLogger;
}): Promise<EngineSenses> {
  const { db, engine, log } = options;
  const standardWords = readStandardWords();

  async function reload() {
    const terms = await db
      .select({ term: slangTerms.term, meaning: slangTerms.meaning, language: slangTerms.language })
      .from(slangTerms)
      .where(
        and(isNull(slangTerms.deletedAt), inArray(slangTerms.language, DICTIONARY_SENSE_LANGUAGES)),
      );
    engine.useDictionarySenses(dictionarySenses(terms, getLexicons(), standardWords));
  }
  const reloadLogged = () =>
    void reload().catch((error: unknown) =>
      log.warn({ err: error }, 'Reading the dictionary senses of the translator failed'),
    );

  await reload();
  const broadcast = await createRedisBroadcast({
    redis: options.redis,
    channel: DICTIONARY_SENSES_CHANNEL,
    onMessage: reloadLogged,
    onReconnect: reloadLogged,
  });
  return {
    async changed() {
      try {
        await reload();
      } catch (error) {
        log.warn({ err: error }, 'Reading the dictionary senses of the translator failed');
      }
      // Our own process hears it too and reads once more: harmless, and simpler than filtering.
      await broadcast.publish('changed');
    },
    close: () => broadcast.close(),
  };
}
