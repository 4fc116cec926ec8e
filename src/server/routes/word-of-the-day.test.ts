// The word of the day (issue 28 item 3): one term per day, the same for every replica and every concurrent request,
// never repeated within a year, the best voted first; a past day keeps its word; admins pin future days; the
// archive pages through the days; the Atom feed is well-formed Atom (RFC 4287's required elements) naming the same
// term as the API.
import { readFileSync } from 'node:fs';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { eq } from 'drizzle-orm';
import { validateXML } from 'xmllint-wasm';
import { expect, it } from 'vitest';
import type { WordOfTheDay, WordOfTheDayArchive } from '@shared/schemas/dictionary';
import { definitionVotes, termDefinitions, wordOfTheDay } from '../db/schema';
import { castVote } from '../dictionary/definitions';
import { getWordOfTheDay, wordOfTheDayToday } from '../dictionary/word-of-the-day';
import { bearerHeaders, createSignedInUser } from '../test/auth-helpers';
import { createTerm } from '../test/dictionary-fixtures';
import { errorBodyOf, forEachDatabase, JSON_HEADERS } from '../test/test-app';

const ATOM_NS = 'http://www.w3.org/2005/Atom';
/** RFC 4287 as a RELAX NG grammar (test/schemas/atom.rng), checked by libxml2's validator compiled to WebAssembly. */
const ATOM_GRAMMAR = readFileSync(new URL('../test/schemas/atom.rng', import.meta.url), 'utf8');
const validateAtom = (xml: string) =>
  validateXML({
    xml: { fileName: 'word-of-the-day.atom', contents: xml },
    schema: { fileName: 'atom.rng', contents: ATOM_GRAMMAR },
    extension: 'relaxng',
  });

/** An element's text, whether the parser gave it as a string or as an object with attributes. */
const textOf = (value: unknown): string =>
  typeof value === 'object' && value !== null && '#text' in value
    ? String(value['#text'])
    : String(value);

forEachDatabase('Word of the day', (context) => {
  it('is one term per day: concurrent requests and a second app (another replica) get the same', async () => {
    await context.app.db.delete(wordOfTheDay);
    const other = await context.buildApp();
    const answers = await Promise.all(
      [context.app, other, context.app, other].map((app) =>
        app.inject({ method: 'GET', url: '/api/word-of-the-day' }),
      ),
    );
    const words = answers.map((answer) => answer.json<WordOfTheDay>());
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(words.map((word) => word.term.slug)).size).toBe(1);
    expect(words[0]!.date).toBe(wordOfTheDayToday());
    expect(await context.app.db.select().from(wordOfTheDay)).toHaveLength(1);
  });

  it('picks the best-voted term not featured in the past year', async () => {
    // The test database may hold other files' votes (files of one worker share it, one after another).
    await context.app.db.delete(wordOfTheDay);
    await context.app.db.delete(definitionVotes);
    const favourite = await createTerm(context.app.db);
    const voters = await Promise.all(
      [1, 2].map((n) => createSignedInUser(context.app, { label: `wotd${n}` })),
    );
    for (const voter of voters) {
      await castVote(context.app.db, favourite.entryDefinitionId, voter.userId, 1);
    }
    const first = await getWordOfTheDay(
      context.app.db,
      undefined,
      new Date('2026-12-07T15:00:00Z'),
    );
    expect(first).toMatchObject({ date: '2026-12-07', term: { slug: favourite.slug } });
    // Before 6 AM New York it is still the 7th; the next day it may not come back within a year.
    const early = await getWordOfTheDay(
      context.app.db,
      undefined,
      new Date('2026-12-08T10:30:00Z'),
    );
    expect(early.date).toBe('2026-12-07');
    const next = await getWordOfTheDay(context.app.db, undefined, new Date('2026-12-08T12:00:00Z'));
    expect(next.date).toBe('2026-12-08');
    expect(next.term.slug).not.toBe(favourite.slug);
    // A day that has passed keeps its word.
    const again = await getWordOfTheDay(
      context.app.db,
      '2026-12-07',
      new Date('2026-12-09T12:00:00Z'),
    );
    expect(again.term.slug).toBe(favourite.slug);
  });

  it('answers 404 for a future day or one that had no word, and 400 for a bad date', async () => {
    const future = await context.app.inject({ url: '/api/word-of-the-day?date=2999-01-01' });
    expect(future.statusCode).toBe(404);
    const none = await context.app.inject({ url: '/api/word-of-the-day?date=2001-01-01' });
    expect(none.statusCode).toBe(404);
    for (const date of ['yesterday', '2026-02-30', '2026-13-01']) {
      const bad = await context.app.inject({ url: `/api/word-of-the-day?date=${date}` });
      expect(bad.statusCode).toBe(400);
      expect(errorBodyOf(bad)).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });

  it('lets an admin pin a term to a future day, not to today', async () => {
    const admin = await createSignedInUser(context.app, { roles: ['admin'] });
    const term = await createTerm(context.app.db);
    const pin = (date: string) =>
      context.app.inject({
        method: 'POST',
        url: '/api/admin/word-of-the-day',
        headers: { ...JSON_HEADERS, ...bearerHeaders(admin) },
        payload: JSON.stringify({ date, slug: term.slug }),
      });
    expect((await pin('2099-03-04')).statusCode).toBe(200);
    const [row] = await context.app.db
      .select()
      .from(wordOfTheDay)
      .where(eq(wordOfTheDay.day, '2099-03-04'));
    expect(row).toMatchObject({ termId: term.id, pinnedBy: admin.userId });
    // The pinned day comes with its term.
    const pinned = await getWordOfTheDay(
      context.app.db,
      undefined,
      new Date('2099-03-04T15:00:00Z'),
    );
    expect(pinned.term.slug).toBe(term.slug);
    expect((await pin(wordOfTheDayToday())).statusCode).toBe(400);
    expect((await pin('2099-02-30')).statusCode).toBe(400);
  });

  it('pages through the archive, newest first', async () => {
    const response = await context.app.inject({ url: '/api/word-of-the-day/archive?page=1' });
    expect(response.statusCode).toBe(200);
    const archive = response.json<WordOfTheDayArchive>();
    expect(archive.items.length).toBeGreaterThan(0);
    const dates = archive.items.map((item) => item.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(dates.every((date) => date <= wordOfTheDayToday())).toBe(true);
    expect(
      (await context.app.inject({ url: '/api/word-of-the-day/archive?page=0' })).statusCode,
    ).toBe(400);
  });

  it('serves a well-formed Atom feed naming today’s term', async () => {
    const today = (await context.app.inject({ url: '/api/word-of-the-day' })).json<WordOfTheDay>();
    const response = await context.app.inject({ url: '/word-of-the-day.atom' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/atom\+xml/);
    const xml = response.body;
    expect(XMLValidator.validate(xml)).toBe(true);
    const parsed = new XMLParser({
      ignoreAttributes: false,
      isArray: (name) => name === 'entry' || name === 'link',
    }).parse(xml) as {
      feed: Record<string, unknown> & {
        entry: Record<string, unknown>[];
        link: Record<string, string>[];
      };
    };
    const { feed } = parsed;
    expect(feed['@_xmlns']).toBe(ATOM_NS);
    // RFC 4287 §4.1.1: a feed has exactly one id, title and updated, and a self link; an author (or each entry).
    for (const element of ['id', 'title', 'updated', 'author'])
      expect(feed).toHaveProperty(element);
    expect(feed.link.some((link) => link['@_rel'] === 'self')).toBe(true);
    expect(textOf(feed.updated)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
    // §4.1.2: each entry has id, title, updated and a link; ids are unique.
    expect(feed.entry.length).toBeGreaterThan(0);
    for (const entry of feed.entry) {
      for (const element of ['id', 'title', 'updated', 'link'])
        expect(entry).toHaveProperty(element);
    }
    expect(new Set(feed.entry.map((entry) => textOf(entry.id))).size).toBe(feed.entry.length);
    expect(textOf(feed.entry[0]!.title)).toBe(`${today.date}: ${today.term.term}`);
    // Each entry links to its term page: an alternate link (RFC 4287 §4.2.7.2: no rel means "alternate").
    for (const entry of feed.entry as unknown as { link: Record<string, string>[] }[])
      expect(entry.link.some((link) => (link['@_rel'] ?? 'alternate') === 'alternate')).toBe(true);
  });

  it('validates against the Atom grammar (RFC 4287) and is the same on another replica; the grammar rejects a feed without an id', async () => {
    const xml = (await context.app.inject({ url: '/word-of-the-day.atom' })).body;
    const other = await context.buildApp();
    expect((await other.inject({ url: '/word-of-the-day.atom' })).body).toBe(xml);
    const result = await validateAtom(xml);
    expect(result.errors.map((error) => error.message)).toEqual([]);
    expect(result.valid).toBe(true);
    const broken = await validateAtom(xml.replace(/<id>[^<]*<\/id>/, ''));
    expect(broken.valid).toBe(false);
  });

  it('draws the day’s share picture, and answers 404 for a day without a word and 400 for no such day', async () => {
    const today = (await context.app.inject({ url: '/api/word-of-the-day' })).json<WordOfTheDay>();
    const picture = await context.app.inject({ url: `/og/word-of-the-day/${today.date}.png` });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(
      (await context.app.inject({ url: '/og/word-of-the-day/2999-01-01.png' })).statusCode,
    ).toBe(404);
    const impossible = await context.app.inject({ url: '/og/word-of-the-day/2026-02-30.png' });
    expect(impossible.statusCode).toBe(400);
    expect(errorBodyOf(impossible)).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('shows each archived day with its term’s best definition', async () => {
    await context.app.db.delete(wordOfTheDay);
    await context.app.db.delete(definitionVotes);
    const featured = await createTerm(context.app.db);
    const writer = await createSignedInUser(context.app, { label: 'wotd-archive' });
    const [second] = await context.app.db
      .insert(termDefinitions)
      .values({
        termId: featured.id,
        kind: 'community',
        meaning: 'A better meaning, voted up.',
        example: 'An example of it.',
        status: 'approved',
        authorId: writer.userId,
      })
      .returning({ id: termDefinitions.id });
    await castVote(context.app.db, second!.id, writer.userId, 1);
    await context.app.db.insert(wordOfTheDay).values({ day: '2026-01-02', termId: featured.id });
    const archive = (
      await context.app.inject({ url: '/api/word-of-the-day/archive' })
    ).json<WordOfTheDayArchive>();
    expect(archive.items.find((item) => item.date === '2026-01-02')).toMatchObject({
      slug: featured.slug,
      meaning: 'A better meaning, voted up.',
    });
  });
});
