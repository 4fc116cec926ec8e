// The dictionary in the public API (issue 28 item 7): a term with every approved definition, best first, and a
// search; each answer checked against the OpenAPI document.
import type { InjectOptions } from 'fastify';
import { expect, it } from 'vitest';
import type { V1DictionarySearch, V1DictionaryTerm } from '@shared/schemas/public-api';
import { castVote } from '../../dictionary/definitions';
import { termDefinitions } from '../../db/schema';
import { createSignedInUser } from '../../test/auth-helpers';
import { createTerm } from '../../test/dictionary-fixtures';
import { injectChecked } from '../../test/openapi-contract';
import { onOneDatabase } from '../../test/test-app';
import { bearer, createApiKeyFor } from '../../test/v1-fixtures';

onOneDatabase('The /v1 dictionary', (context) => {
  const get = async (url: string): Promise<InjectOptions> => {
    const session = await createSignedInUser(context.app);
    const key = await createApiKeyFor(context.app.db, session.userId);
    return { method: 'GET', url, headers: bearer(key) };
  };

  it('answers a term with both its definitions, the better voted first', async () => {
    const slug = `rizzfixture${Date.now().toString(36)}`;
    const term = await createTerm(context.app.db, {
      slug,
      term: slug,
      meaning: 'Charm; the skill of attracting someone.',
    });
    const reader = await createSignedInUser(context.app, { name: 'Riley Reader' });
    const [community] = await context.app.db
      .insert(termDefinitions)
      .values({
        termId: term.id,
        kind: 'community',
        meaning: 'Being smooth when you talk to someone you like.',
        example: 'He has so much rizz.',
        status: 'approved',
        authorId: reader.userId,
      })
      .returning({ id: termDefinitions.id });
    for (const n of [1, 2]) {
      const voter = await createSignedInUser(context.app, { label: `v1voter${n}` });
      await castVote(context.app.db, community!.id, voter.userId, 1);
    }

    const response = await injectChecked(context.app, await get(`/v1/dictionary/${slug}`));
    expect(response.statusCode).toBe(200);
    const body = response.json<V1DictionaryTerm>();
    expect(body).toMatchObject({ slug, term: slug, language: 'us_english' });
    expect(body.url).toMatch(new RegExp(`/slang/${slug}$`));
    expect(body.definitions.map((definition) => [definition.meaning, definition.up])).toEqual([
      ['Being smooth when you talk to someone you like.', 2],
      ['Charm; the skill of attracting someone.', 0],
    ]);
    expect(body.definitions[0]!.author).toEqual({ handle: null, name: 'Riley Reader' });
    expect(body.definitions[1]).toMatchObject({ original: true, author: null });
    expect(body.definitions[0]).not.toHaveProperty('mine');
  });

  it('searches, and answers 404 and 400 as documented', async () => {
    const slug = `searchfixture${Date.now().toString(36)}`;
    await createTerm(context.app.db, { slug, term: slug, meaning: 'Found by the search.' });
    const found = await injectChecked(context.app, await get(`/v1/dictionary/search?q=${slug}`));
    expect(found.statusCode).toBe(200);
    expect(found.json<V1DictionarySearch>().items[0]).toMatchObject({
      slug,
      meaning: 'Found by the search.',
    });

    const missing = await injectChecked(context.app, await get('/v1/dictionary/no-such-term-x'));
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ code: string }>().code).toBe('NOT_FOUND');
    const blank = await injectChecked(context.app, await get('/v1/dictionary/search?q=%20'));
    expect(blank.statusCode).toBe(400);
  });
});
