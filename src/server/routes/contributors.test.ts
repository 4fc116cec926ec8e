// Contributors (issue 28 item 5): a handle is validated, unique whatever its letter case, changeable once a month;
// /api/users/{handle} shows the approved definitions and the votes they earned, and nothing private; a removed
// account leaves its definitions to "a former contributor".
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Contributor, HandleStatus, SlangTermDetail } from '@shared/schemas/dictionary';
import { termDefinitions, user } from '../db/schema';
import { castVote } from '../dictionary/definitions';
import { setHandle } from '../dictionary/contributors';
import { bearerHeaders, createSignedInUser, type TestSession } from '../test/auth-helpers';
import { createTerm } from '../test/dictionary-fixtures';
import { errorBodyOf, forEachDatabase, JSON_HEADERS } from '../test/test-app';

const unique = (label: string) => `${label}-${Math.random().toString(36).slice(2, 8)}`;

forEachDatabase('Contributors and handles', (context) => {
  const putHandle = (session: TestSession, handle: string) =>
    context.app.inject({
      method: 'PUT',
      url: '/api/account/handle',
      headers: { ...JSON_HEADERS, ...bearerHeaders(session) },
      payload: JSON.stringify({ handle }),
    });

  it('validates a handle, keeps it unique in any letter case, and allows a change once a month', async () => {
    const ana = await createSignedInUser(context.app);
    const bo = await createSignedInUser(context.app);
    const handle = unique('ana');
    for (const bad of ['ab', 'Has Space', '-dash-first', 'admin', 'x'.repeat(31)]) {
      const response = await putHandle(ana, bad);
      expect(response.statusCode, bad).toBe(400);
      expect(errorBodyOf(response)).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    const set = await putHandle(ana, handle.toUpperCase());
    expect(set.statusCode).toBe(200);
    const status = set.json<HandleStatus>();
    expect(status.handle).toBe(handle);
    expect(Date.parse(status.changeableFrom ?? '')).toBeGreaterThan(Date.now());

    const taken = await putHandle(bo, handle);
    expect(taken.statusCode).toBe(409);
    expect(String(errorBodyOf(taken).error)).toContain('taken');
    const tooSoon = await putHandle(ana, unique('other'));
    expect(tooSoon.statusCode).toBe(409);
    expect(String(errorBodyOf(tooSoon).error)).toMatch(/again on/);
    // A month later it may change.
    const later = new Date(Date.now() + 31 * 86_400_000);
    const changed = await setHandle(context.app.db, ana.userId, unique('ana-new'), later);
    expect(changed.handle).toMatch(/^ana-new-/);
  });

  it('shows a contributor’s approved definitions and votes, nothing private, and 404 for nobody', async () => {
    const writer = await createSignedInUser(context.app, { name: 'Wren Writer' });
    const handle = unique('wren');
    expect((await putHandle(writer, handle)).statusCode).toBe(200);
    const term = await createTerm(context.app.db);
    const [approved, pending] = await context.app.db
      .insert(termDefinitions)
      .values([
        {
          termId: term.id,
          kind: 'community',
          meaning: 'Approved meaning.',
          example: 'Approved example.',
          status: 'approved',
          authorId: writer.userId,
        },
        {
          termId: term.id,
          kind: 'community',
          meaning: 'Still pending.',
          example: 'Pending example.',
          status: 'pending',
          authorId: writer.userId,
        },
      ])
      .returning({ id: termDefinitions.id });
    const voter = await createSignedInUser(context.app);
    await castVote(context.app.db, approved!.id, voter.userId, 1);

    const response = await context.app.inject({ url: `/api/users/${handle.toUpperCase()}` });
    expect(response.statusCode).toBe(200);
    const page = response.json<Contributor>();
    expect(page).toMatchObject({ handle, name: 'Wren Writer', votes: { up: 1, down: 0 } });
    expect(page.definitions.map((item) => item.id)).toEqual([approved!.id]);
    expect(page.definitions.map((item) => item.id)).not.toContain(pending!.id);
    expect(response.body).not.toContain('@');
    expect(response.body).not.toContain(writer.userId);
    // The term page names the author by handle.
    const termPage = (
      await context.app.inject({ url: `/api/slang/${term.slug}` })
    ).json<SlangTermDetail>();
    expect(termPage.definitions.find((item) => item.id === approved!.id)?.author).toEqual({
      handle,
      name: 'Wren Writer',
    });
    expect((await context.app.inject({ url: '/api/users/nobody-has-this' })).statusCode).toBe(404);
    // A NUL in the address is bad input, not a database error (found by the fuzz suite).
    const nul = await context.app.inject({ url: '/api/users/a%00b' });
    expect(nul.statusCode).toBe(400);
    expect(errorBodyOf(nul)).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('leaves a removed account’s definitions to a former contributor', async () => {
    const leaver = await createSignedInUser(context.app);
    const term = await createTerm(context.app.db);
    const [definition] = await context.app.db
      .insert(termDefinitions)
      .values({
        termId: term.id,
        kind: 'community',
        meaning: 'Written before leaving.',
        example: 'An example.',
        status: 'approved',
        authorId: leaver.userId,
      })
      .returning({ id: termDefinitions.id });
    await context.app.db.delete(user).where(eq(user.id, leaver.userId));
    const page = (
      await context.app.inject({ url: `/api/slang/${term.slug}` })
    ).json<SlangTermDetail>();
    expect(page.definitions.find((item) => item.id === definition!.id)).toMatchObject({
      author: null,
      original: false,
      meaning: 'Written before leaving.',
    });
  });
});
