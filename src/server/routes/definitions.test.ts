// Several definitions per term (issue 28 items 1–2): a reader's definition is pending until a moderator approves it
// (a second decision gets 409); approved definitions are listed best first by the Wilson lower bound of their
// votes; a vote is one per account (changing it moves it, 0 takes it back), counted exactly under concurrent votes,
// and the reader's own vote comes back with the term. Who may call what is in the authorization matrix.
import { describe, expect, it } from 'vitest';
import type {
  AdminDefinition,
  DefinitionCreated,
  SlangTermDetail,
  VoteResult,
} from '@shared/schemas/dictionary';
import { rankingVotes, wilsonLowerBound } from '../dictionary/definitions';
import { user } from '../db/schema';
import { eq } from 'drizzle-orm';
import { bearerHeaders, createSignedInUser, type TestSession } from '../test/auth-helpers';
import { createTerm } from '../test/dictionary-fixtures';
import { errorBodyOf, forEachDatabase, JSON_HEADERS } from '../test/test-app';

describe('Wilson lower bound', () => {
  it('ranks more agreement above less, and any vote above none', () => {
    expect(wilsonLowerBound(0, 0)).toBe(0);
    expect(wilsonLowerBound(3, 0)).toBeGreaterThan(wilsonLowerBound(1, 0));
    expect(wilsonLowerBound(1, 0)).toBeGreaterThan(0);
    expect(wilsonLowerBound(10, 2)).toBeGreaterThan(wilsonLowerBound(3, 0));
    expect(wilsonLowerBound(0, 5)).toBe(0);
    expect(wilsonLowerBound(30, 10)).toBeLessThan(0.75);
  });
});

describe('vote rings', () => {
  it('count new accounts’ votes in a ranking only up to the established accounts’ share (at least 3)', () => {
    expect(rankingVotes({ establishedUp: 0, establishedDown: 0, newUp: 3, newDown: 0 })).toEqual({
      rankUp: 3,
      rankDown: 0,
    });
    // Fifty new accounts voting one way weigh like three when nobody established voted.
    expect(rankingVotes({ establishedUp: 0, establishedDown: 0, newUp: 50, newDown: 0 })).toEqual({
      rankUp: 3,
      rankDown: 0,
    });
    // Beside ten established votes, they weigh like ten, split as they voted.
    expect(rankingVotes({ establishedUp: 6, establishedDown: 4, newUp: 15, newDown: 5 })).toEqual({
      rankUp: 6 + 7.5,
      rankDown: 4 + 2.5,
    });
  });
});

forEachDatabase('Term definitions and votes', (context) => {
  const as = (
    session: TestSession | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
  ) =>
    context.app.inject({
      method,
      url,
      headers: {
        ...(body === undefined ? {} : JSON_HEADERS),
        ...(session ? bearerHeaders(session) : {}),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  const termOf = async (slug: string, session: TestSession | null = null) => {
    const response = await as(session, 'GET', `/api/slang/${slug}`);
    expect(response.statusCode).toBe(200);
    return response.json<SlangTermDetail>();
  };
  const vote = (session: TestSession | null, id: string, value: number) =>
    as(session, 'POST', `/api/definitions/${id}/vote`, { value });

  it('a reader adds a definition, a moderator approves it, votes put it first', async () => {
    const admin = await createSignedInUser(context.app, { roles: ['admin'], name: 'Mo Moderator' });
    const reader = await createSignedInUser(context.app, { name: 'Riley Reader' });
    const term = await createTerm(context.app.db);

    const added = await as(reader, 'POST', `/api/slang/${term.slug}/definitions`, {
      meaning: 'Charm that works on people you like.',
      example: 'He talked to her for five minutes and got her number: pure rizz.',
      context: '',
    });
    expect(added.statusCode).toBe(201);
    const { id, status } = added.json<DefinitionCreated>();
    expect(status).toBe('pending');
    // Pending: not on the page yet.
    expect((await termOf(term.slug)).definitions.map((item) => item.id)).toEqual([
      term.entryDefinitionId,
    ]);

    const pending = await as(admin, 'GET', '/api/admin/definitions?status=pending');
    expect(pending.statusCode).toBe(200);
    const listed = pending
      .json<{ definitions: AdminDefinition[] }>()
      .definitions.find((item) => item.id === id);
    expect(listed).toMatchObject({
      status: 'pending',
      meaning: 'Charm that works on people you like.',
      context: null,
      term: { slug: term.slug },
      author: { name: 'Riley Reader', handle: null },
    });

    expect((await as(admin, 'POST', `/api/admin/definitions/${id}/approve`)).statusCode).toBe(200);
    const again = await as(admin, 'POST', `/api/admin/definitions/${id}/reject`);
    expect(again.statusCode).toBe(409);
    expect(errorBodyOf(again)).toMatchObject({ code: 'CONFLICT' });
    const history = (await as(admin, 'GET', '/api/admin/definitions?status=approved'))
      .json<{ definitions: AdminDefinition[] }>()
      .definitions.find((item) => item.id === id)?.history;
    expect(history?.map((event) => [event.action, event.actorName])).toEqual([
      ['approved', 'Mo Moderator'],
    ]);

    // Approved, nobody voted: the original first, then the reader's.
    let page = await termOf(term.slug);
    expect(page.definitions.map((item) => item.id)).toEqual([term.entryDefinitionId, id]);
    expect(page.definitions[0]).toMatchObject({ original: true, author: null, up: 0 });
    expect(page.definitions[1]).toMatchObject({
      original: false,
      author: { name: 'Riley Reader' },
      meaning: 'Charm that works on people you like.',
    });

    // Three accounts vote it up: it goes first, and each voter's own vote comes back with the term.
    const voters = await Promise.all(
      [1, 2, 3].map((n) => createSignedInUser(context.app, { label: `voter${n}` })),
    );
    for (const voter of voters) expect((await vote(voter, id, 1)).statusCode).toBe(200);
    page = await termOf(term.slug, voters[0]);
    expect(page.definitions.map((item) => item.id)).toEqual([id, term.entryDefinitionId]);
    expect(page.definitions[0]).toMatchObject({ up: 3, down: 0, mine: 1 });
    expect((await termOf(term.slug)).definitions[0]!.mine).toBe(0);
  });

  it('one vote per account: a repeat moves it, 0 takes it back', async () => {
    const voter = await createSignedInUser(context.app);
    const { entryDefinitionId: id } = await createTerm(context.app.db);
    expect((await vote(voter, id, 1)).json<VoteResult>()).toEqual({ up: 1, down: 0, mine: 1 });
    expect((await vote(voter, id, 1)).json<VoteResult>()).toEqual({ up: 1, down: 0, mine: 1 });
    expect((await vote(voter, id, -1)).json<VoteResult>()).toEqual({ up: 0, down: 1, mine: -1 });
    expect((await vote(voter, id, 0)).json<VoteResult>()).toEqual({ up: 0, down: 0, mine: 0 });
  });

  it('counts 50 concurrent votes from 50 accounts as 50', async () => {
    const { entryDefinitionId: id, slug } = await createTerm(context.app.db);
    const voters = await Promise.all(
      Array.from({ length: 50 }, (_, n) => createSignedInUser(context.app, { label: `many${n}` })),
    );
    const answers = await Promise.all(voters.map((voter) => vote(voter, id, 1)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    expect((await termOf(slug)).definitions[0]).toMatchObject({ id, up: 50, down: 0 });
  });

  it('refuses visitors, unknown or pending definitions, and bad input with {error, code}', async () => {
    const reader = await createSignedInUser(context.app);
    const term = await createTerm(context.app.db);
    expect((await vote(null, term.entryDefinitionId, 1)).statusCode).toBe(401);
    const signedOut = await as(null, 'POST', `/api/slang/${term.slug}/definitions`, {
      meaning: 'x',
      example: 'y',
    });
    expect(signedOut.statusCode).toBe(401);

    const badValue = await vote(reader, term.entryDefinitionId, 2);
    expect(badValue.statusCode).toBe(400);
    expect(typeof errorBodyOf(badValue).code).toBe('string');
    const noExample = await as(reader, 'POST', `/api/slang/${term.slug}/definitions`, {
      meaning: 'Something.',
      example: '  ',
    });
    expect(noExample.statusCode).toBe(400);
    expect(String(errorBodyOf(noExample).error)).toContain('example');
    const unknownTerm = await as(reader, 'POST', '/api/slang/no-such-term-here/definitions', {
      meaning: 'Something.',
      example: 'Something else.',
    });
    expect(unknownTerm.statusCode).toBe(404);

    const { id } = (
      await as(reader, 'POST', `/api/slang/${term.slug}/definitions`, {
        meaning: 'Pending one.',
        example: 'Not approved yet.',
      })
    ).json<DefinitionCreated>();
    expect((await vote(reader, id, 1)).statusCode).toBe(404);
    expect((await vote(reader, '00000000-0000-4000-8000-000000000000', 1)).statusCode).toBe(404);
  });

  it('an admin edits or removes a reader’s definition, on the record', async () => {
    const admin = await createSignedInUser(context.app, { roles: ['admin'], name: 'Ed Admin' });
    const reader = await createSignedInUser(context.app);
    const term = await createTerm(context.app.db);
    const { id } = (
      await as(reader, 'POST', `/api/slang/${term.slug}/definitions`, {
        meaning: 'Wrnog meaning.',
        example: 'An example.',
      })
    ).json<DefinitionCreated>();
    await as(admin, 'POST', `/api/admin/definitions/${id}/approve`);
    const edited = await as(admin, 'PUT', `/api/admin/definitions/${id}`, {
      meaning: 'Right meaning.',
      example: 'An example.',
    });
    expect(edited.statusCode).toBe(200);
    expect((await termOf(term.slug)).definitions[1]).toMatchObject({ meaning: 'Right meaning.' });
    const history = (await as(admin, 'GET', '/api/admin/definitions?status=all'))
      .json<{ definitions: AdminDefinition[] }>()
      .definitions.find((item) => item.id === id)?.history;
    expect(history?.map((event) => event.action)).toEqual(['approved', 'edited']);

    expect((await as(admin, 'DELETE', `/api/admin/definitions/${id}`)).statusCode).toBe(200);
    expect((await termOf(term.slug)).definitions).toHaveLength(1);
    // The entry is edited with its term, not here.
    const entry = await as(admin, 'DELETE', `/api/admin/definitions/${term.entryDefinitionId}`);
    expect(entry.statusCode).toBe(404);
  });

  it('hides a definition voted far below zero by several accounts, until a moderator approves it again', async () => {
    const admin = await createSignedInUser(context.app, { roles: ['admin'] });
    const reader = await createSignedInUser(context.app);
    const term = await createTerm(context.app.db);
    const { id } = (
      await as(reader, 'POST', `/api/slang/${term.slug}/definitions`, {
        meaning: 'A joke definition.',
        example: 'Nobody says this.',
      })
    ).json<DefinitionCreated>();
    await as(admin, 'POST', `/api/admin/definitions/${id}/approve`);
    const critics = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => createSignedInUser(context.app, { label: `critic${n}` })),
    );
    for (const critic of critics.slice(0, 4)) await vote(critic, id, -1);
    expect((await termOf(term.slug)).definitions.map((item) => item.id)).toContain(id);
    await vote(critics[4]!, id, -1);
    expect((await termOf(term.slug)).definitions.map((item) => item.id)).not.toContain(id);
    const pending = (await as(admin, 'GET', '/api/admin/definitions?status=pending'))
      .json<{ definitions: AdminDefinition[] }>()
      .definitions.find((item) => item.id === id);
    expect(pending?.history.at(-1)).toMatchObject({ action: 'hidden', actorName: null });

    // Approved again: the same votes no longer hide it; five more net down votes would.
    expect((await as(admin, 'POST', `/api/admin/definitions/${id}/approve`)).statusCode).toBe(200);
    const another = await createSignedInUser(context.app, { label: 'critic6' });
    await vote(another, id, -1);
    expect((await termOf(term.slug)).definitions.map((item) => item.id)).toContain(id);
  });

  it('takes reports of one definition and hides it after three readers report it', async () => {
    const admin = await createSignedInUser(context.app, { roles: ['admin'] });
    const term = await createTerm(context.app.db);
    const writer = await createSignedInUser(context.app);
    const { id } = (
      await as(writer, 'POST', `/api/slang/${term.slug}/definitions`, {
        meaning: 'Buy cheap sneakers at my shop.',
        example: 'Visit my shop.',
      })
    ).json<DefinitionCreated>();
    await as(admin, 'POST', `/api/admin/definitions/${id}/approve`);
    const report = (session: TestSession | null) =>
      as(session, 'POST', `/api/definitions/${id}/report`, { reason: 'spam', note: 'An ad.' });
    const readers = await Promise.all(
      [1, 2, 3].map((n) => createSignedInUser(context.app, { label: `reporter${n}` })),
    );
    expect((await report(readers[0]!)).statusCode).toBe(201);
    expect((await report(readers[0]!)).statusCode).toBe(200);
    expect((await report(null)).statusCode).toBe(201);
    await report(readers[1]!);
    expect((await termOf(term.slug)).definitions.map((item) => item.id)).toContain(id);
    await report(readers[2]!);
    expect((await termOf(term.slug)).definitions.map((item) => item.id)).not.toContain(id);
    const history = (await as(admin, 'GET', '/api/admin/definitions?status=pending'))
      .json<{ definitions: AdminDefinition[] }>()
      .definitions.find((item) => item.id === id)?.history;
    expect(history?.filter((event) => event.action === 'reported: spam')).toHaveLength(4);
    expect(history?.at(-1)?.action).toBe('hidden');
    expect(
      (
        await as(null, 'POST', '/api/definitions/00000000-0000-4000-8000-000000000000/report', {
          reason: 'spam',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('ranks by established accounts first: a ring of new accounts cannot outvote them', async () => {
    const admin = await createSignedInUser(context.app, { roles: ['admin'] });
    const term = await createTerm(context.app.db);
    const ringLeader = await createSignedInUser(context.app);
    const { id } = (
      await as(ringLeader, 'POST', `/api/slang/${term.slug}/definitions`, {
        meaning: 'A ring’s definition.',
        example: 'Pushed by new accounts.',
      })
    ).json<DefinitionCreated>();
    await as(admin, 'POST', `/api/admin/definitions/${id}/approve`);
    // Eight established accounts (made a month ago) like the original; twenty new ones push the ring's.
    const monthAgo = new Date(Date.now() - 30 * 86_400_000);
    const established = await Promise.all(
      Array.from({ length: 8 }, (_, n) => createSignedInUser(context.app, { label: `old${n}` })),
    );
    for (const person of established) {
      await context.app.db
        .update(user)
        .set({ createdAt: monthAgo })
        .where(eq(user.id, person.userId));
      await vote(person, term.entryDefinitionId, 1);
    }
    const ring = await Promise.all(
      Array.from({ length: 20 }, (_, n) => createSignedInUser(context.app, { label: `ring${n}` })),
    );
    await Promise.all(ring.map((account) => vote(account, id, 1)));
    const page = await termOf(term.slug);
    // The counts are exact; the ranking keeps the established favourite first.
    expect(page.definitions.find((item) => item.id === id)).toMatchObject({ up: 20 });
    expect(page.definitions[0]!.id).toBe(term.entryDefinitionId);
  });

  it('a rejected definition never shows', async () => {
    const admin = await createSignedInUser(context.app, { roles: ['admin'] });
    const reader = await createSignedInUser(context.app);
    const term = await createTerm(context.app.db);
    const { id } = (
      await as(reader, 'POST', `/api/slang/${term.slug}/definitions`, {
        meaning: 'Wrong meaning.',
        example: 'Wrong example.',
      })
    ).json<DefinitionCreated>();
    expect((await as(admin, 'POST', `/api/admin/definitions/${id}/reject`)).statusCode).toBe(200);
    expect((await termOf(term.slug)).definitions.map((item) => item.id)).toEqual([
      term.entryDefinitionId,
    ]);
  });
});
