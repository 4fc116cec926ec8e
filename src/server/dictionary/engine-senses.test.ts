// The translator's dictionary senses across replicas (issue 27 item 1): a term changed on one replica reaches the
// engine of another through Redis. Each "replica" here has an engine of its own (the apps of one test process
// share the default engine, which would make the test pass without the channel).
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { slangTerms } from '../db/schema';
import { readVariants } from '../translation/lexicon-variants';
import { getLexicons } from '../translation/lexicon';
import { createStyleEngine } from '../translation/style-engine';
import { forEachDatabase } from '../test/test-app';
import { createEngineSenses } from './engine-senses';

const redisUrl = process.env.REDIS_URL?.trim() || undefined;

forEachDatabase('Dictionary senses of the translator', (context) => {
  // Runs where REDIS_URL is set (.ci/run sets it).
  it.runIf(redisUrl)('reach the engine of another replica when a term changes on one', async () => {
    const app = await context.buildApp({ env: { REDIS_URL: redisUrl } });
    const engines = [0, 1].map(() => createStyleEngine(getLexicons(), readVariants()));
    const [here, there] = await Promise.all(
      engines.map((engine) =>
        createEngineSenses({ db: app.db, engine, redis: app.redis, log: app.log }),
      ),
    );
    const term = `blorp${Array.from({ length: 5 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
    const read = () =>
      engines[1]!.translateStyle(`The show was ${term}.`, 'gen_z_english', 'standard_english');
    expect(read().translation).toBe(`The show was ${term}.`);

    await app.db.insert(slangTerms).values({
      slug: term,
      term,
      meaning: 'Very exciting; said of a show.',
      language: 'us_english',
      source: 'admin',
    });
    const before = engines[1]!.dictionaryVersion;
    await here!.changed();
    const deadline = Date.now() + 2_000;
    while (engines[1]!.dictionaryVersion === before && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(read().translation).toBe('The show was very exciting.');
    expect(read().explanation).toContain(`“${term}” – Very exciting`);

    await app.db.delete(slangTerms).where(eq(slangTerms.slug, term));
    await Promise.all([here!.close(), there!.close()]);
  });
});
