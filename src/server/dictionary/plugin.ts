// Puts the dictionary in place at start: seeds the built-in content when its version changed, keeps the countries
// and categories (content/dictionary/countries.json) for the catalog, search labels and term pages, and gives the
// translator the terms' senses (engine-senses.ts).
import type { FastifyInstance } from 'fastify';
import { getStyleEngine } from '../translation/style-engine';
import { readDictionaryFiles } from './content';
import { createEngineSenses } from './engine-senses';
import { seedBuiltInDictionary } from './seed';
import { createTrendingCounter } from './trending';

export async function registerDictionary(app: FastifyInstance) {
  const files = readDictionaryFiles();
  const result = await seedBuiltInDictionary(app.db, files);
  if (result.seeded) {
    app.log.info(
      `Dictionary content ${result.version}: ${result.inserted} terms added, ${result.updated} updated, ${result.removed} removed`,
    );
  }
  const engineSenses = await createEngineSenses({
    db: app.db,
    engine: getStyleEngine(),
    redis: app.redis,
    log: app.log,
  });
  const trending = createTrendingCounter({
    db: app.db,
    redis: app.redis?.client ?? null,
    onError: (error) =>
      app.log.warn(
        { err: error instanceof Error ? error.message : String(error) },
        'Trending counts could not be saved',
      ),
  });
  app.decorate('dictionary', { countries: files.countries, engineSenses, trending });
}

/** Leaves the senses' Redis channel and saves the trending counts; app.ts calls it before Redis closes. */
export async function closeDictionary(app: FastifyInstance) {
  if (!app.hasDecorator('dictionary')) return;
  await app.dictionary.engineSenses.close();
  await app.dictionary.trending.close();
}
