// Puts the dictionary in place at start: seeds the built-in content when its version changed, and keeps the
// countries and categories (content/dictionary/countries.json) for the catalog, search labels and term pages.
import type { FastifyInstance } from 'fastify';
import { readDictionaryFiles } from './content';
import { seedBuiltInDictionary } from './seed';

export async function registerDictionary(app: FastifyInstance) {
  const files = readDictionaryFiles();
  const result = await seedBuiltInDictionary(app.db, files);
  if (result.seeded) {
    app.log.info(
      `Dictionary content ${result.version}: ${result.inserted} terms added, ${result.updated} updated, ${result.removed} removed`,
    );
  }
  app.decorate('dictionary', { countries: files.countries });
}
