// GET /api/flashcards/export (issue 29 item 5): a learner's custom deck, rated through the API over three weeks
// (cards new, learning, in review and relearning), comes out as an Anki package that opens as a sound Anki
// collection — the tables and columns Anki reads, one note and card per deck card, each card's schedule as its
// review_schedule row says, one revlog row per review log — and as CSV with its formula cells neutralised; every
// review card of the account comes out grouped by deck; 401 signed out, 404 for another account's deck, 400 for
// an unknown format.
//
// PostgreSQL runs share one database with other files: every assertion is about this file's own (fresh) users.
import { createHash, randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import Papa from 'papaparse';
import type { Database } from 'sql.js';
import { describe, expect, it } from 'vitest';
import { cardKeyOf } from '@shared/flashcards/packs';
import type { ReviewRating } from '@shared/flashcards/review-scheduler';
import { EXPORT_CSV_COLUMNS, EXPORT_FORMAT_MESSAGE } from '@shared/schemas/flashcard-export';
import { DEFAULT_DECK_ID, type Deck } from '@shared/schemas/flashcards';
import { reviewLogs, reviewSchedule } from '../db/schema';
import { loadSqlJs } from '../flashcards/anki-package';
import { builtInDeck } from '../flashcards/content';
import { DECK_NOT_FOUND_MESSAGE } from '../flashcards/decks';
import { collectExport } from '../flashcards/export';
import { callApi, expectApiError, expectOk } from '../test/api-calls';
import { createSignedInUser, type TestSession } from '../test/auth-helpers';
import { createForeignDeck } from '../test/flashcard-fixtures';
import { forEachDatabase } from '../test/test-app';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const DECK_NAME = 'Export deck';

const CARDS = {
  /** Rated four times: learnt, reviewed, then forgotten (relearning). */
  relearnt: {
    term: 'no cap, fr',
    meaning: 'no lie, "for real"',
    example: 'That was bussin, no cap.',
  },
  /** Rated once: still learning. A spreadsheet would run its cells as formulas. */
  learning: {
    term: '=HYPERLINK("http://evil.example")',
    meaning: '@everyone look',
    example: '-core aesthetic',
  },
  /** Rated twice: in review. */
  review: { term: 'rizz', meaning: '+charm' },
  /** Never rated; its text is HTML's special characters. */
  unseen: { term: 'mid <b>', meaning: 'average & dull' },
};

/** The columns Anki's legacy importer reads, table by table (collection schema 11). */
const ANKI_COLUMNS = {
  col: [
    'id',
    'crt',
    'mod',
    'scm',
    'ver',
    'dty',
    'usn',
    'ls',
    'conf',
    'models',
    'decks',
    'dconf',
    'tags',
  ],
  notes: ['id', 'guid', 'mid', 'mod', 'usn', 'tags', 'flds', 'sfld', 'csum', 'flags', 'data'],
  cards: [
    'id',
    'nid',
    'did',
    'ord',
    'mod',
    'usn',
    'type',
    'queue',
    'due',
    'ivl',
    'factor',
    'reps',
    'lapses',
    'left',
    'odue',
    'odid',
    'flags',
    'data',
  ],
  revlog: ['id', 'cid', 'usn', 'ease', 'ivl', 'lastIvl', 'factor', 'time', 'type'],
  graves: ['usn', 'oid', 'type'],
};

type Row = Record<string, unknown>;

function rowsOf(db: Database, sql: string): Row[] {
  const [result] = db.exec(sql);
  if (!result) return [];
  return result.values.map((values) =>
    Object.fromEntries(result.columns.map((column, index) => [column, values[index]])),
  );
}

const num = (value: unknown) => Number(value);

forEachDatabase('Flashcard export API', (context) => {
  /** A learner with DECK_NAME (CARDS) rated through the API over three weeks, and one built-in card forgotten. */
  async function learnerWithHistory() {
    const session = await createSignedInUser(context.app, { name: 'Export Learner' });
    const deck = expectOk<{ deck: Deck }>(
      await callApi(context.app, session, 'POST', '/api/flashcards/decks', {
        name: DECK_NAME,
        cards: Object.values(CARDS),
      }),
      201,
    ).deck;
    const start = Date.now() - 20 * DAY_MS;
    const rate = async (deckId: string, term: string, rating: ReviewRating, at: number) =>
      expectOk(
        await callApi(context.app, session, 'POST', '/api/flashcards/reviews', {
          deckId,
          cardKey: cardKeyOf(term),
          rating,
          reviewedAt: new Date(at).toISOString(),
        }),
      );
    await rate(deck.id, CARDS.relearnt.term, 'good', start);
    await rate(deck.id, CARDS.relearnt.term, 'good', start + 15 * MINUTE_MS);
    await rate(deck.id, CARDS.relearnt.term, 'good', start + 3 * DAY_MS);
    await rate(deck.id, CARDS.relearnt.term, 'again', start + 10 * DAY_MS);
    await rate(deck.id, CARDS.learning.term, 'good', start + DAY_MS);
    await rate(deck.id, CARDS.review.term, 'good', start + 2 * DAY_MS);
    await rate(deck.id, CARDS.review.term, 'good', start + 2 * DAY_MS + 15 * MINUTE_MS);
    const builtInTerm = builtInDeck(DEFAULT_DECK_ID)!.cards[0]!.term;
    await rate(DEFAULT_DECK_ID, builtInTerm, 'again', start + 5 * DAY_MS);
    return { session, deck, builtInTerm };
  }

  const scheduleOf = (session: TestSession, deckId: string) =>
    context.db
      .select()
      .from(reviewSchedule)
      .where(and(eq(reviewSchedule.userId, session.userId), eq(reviewSchedule.deckId, deckId)));
  const logsOf = (session: TestSession, deckId: string) =>
    context.db
      .select()
      .from(reviewLogs)
      .where(and(eq(reviewLogs.userId, session.userId), eq(reviewLogs.deckId, deckId)))
      .orderBy(asc(reviewLogs.reviewedAt), asc(reviewLogs.id));

  const download = async (session: TestSession, query: string) => {
    const response = await callApi(context.app, session, 'GET', `/api/flashcards/export?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    return response;
  };

  /** The package's files, and its collection opened with sql.js. */
  async function openPackage(payload: Buffer) {
    const files = unzipSync(new Uint8Array(payload));
    expect(Object.keys(files).sort()).toEqual(['collection.anki2', 'media']);
    expect(strFromU8(files.media!)).toBe('{}');
    const SQL = await loadSqlJs();
    return new SQL.Database(files['collection.anki2']);
  }

  function expectAnkiCollection(db: Database) {
    expect(rowsOf(db, 'PRAGMA integrity_check')).toEqual([{ integrity_check: 'ok' }]);
    for (const [table, columns] of Object.entries(ANKI_COLUMNS)) {
      const names = rowsOf(db, `PRAGMA table_info(${table})`).map((column) => column.name);
      expect(names, table).toEqual(columns);
    }
    const [col, ...others] = rowsOf(db, 'SELECT * FROM col');
    expect(others).toEqual([]);
    expect(col!.ver).toBe(11);
    const models = JSON.parse(String(col!.models)) as Record<string, Row>;
    const decks = JSON.parse(String(col!.decks)) as Record<string, { id: number; name: string }>;
    const dconf = JSON.parse(String(col!.dconf)) as Record<string, Row>;
    const conf = JSON.parse(String(col!.conf)) as Row;
    expect(Object.keys(dconf)).toEqual(['1']);
    expect(conf.curModel).toBe(Number(Object.keys(models)[0]));
    const [model, ...otherModels] = Object.values(models) as {
      id: number;
      flds: { name: string; ord: number }[];
      tmpls: { qfmt: string; afmt: string }[];
    }[];
    expect(otherModels).toEqual([]);
    expect(model!.flds.map(({ name, ord }) => [ord, name])).toEqual([
      [0, 'Term'],
      [1, 'Meaning'],
      [2, 'Example'],
    ]);
    expect(model!.tmpls).toMatchObject([
      {
        qfmt: '{{Term}}',
        afmt: '{{FrontSide}}<hr id=answer>{{Meaning}}<br><i>{{Example}}</i>',
      },
    ]);
    // Every note of the one note type, every card in a deck the collection names.
    for (const note of rowsOf(db, 'SELECT mid FROM notes')) expect(note.mid).toBe(model!.id);
    for (const card of rowsOf(db, 'SELECT did FROM cards'))
      expect(decks[String(card.did)], `deck ${String(card.did)}`).toBeDefined();
    for (const [id, deck] of Object.entries(decks)) expect(deck.id).toBe(Number(id));
    return { col: col!, decks: Object.values(decks).map((deck) => deck.name) };
  }

  it('exports a custom deck as an Anki package with every card, its schedule and its review log', async () => {
    const { session, deck } = await learnerWithHistory();
    const response = await download(session, `format=apkg&deckId=${deck.id}`);
    expect(response.headers['content-type']).toBe('application/octet-stream');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="slangbridge-export-deck-\d{4}-\d{2}-\d{2}\.apkg"$/,
    );
    const db = await openPackage(response.rawPayload);
    try {
      const { col, decks } = expectAnkiCollection(db);
      expect(decks).toContain(`SlangBridge::${DECK_NAME}`);

      const cards = rowsOf(
        db,
        'SELECT c.*, n.sfld, n.flds, n.csum, n.guid FROM cards c JOIN notes n ON n.id = c.nid',
      );
      expect(cards).toHaveLength(Object.keys(CARDS).length);
      expect(num(rowsOf(db, 'SELECT count(*) AS n FROM notes')[0]!.n)).toBe(cards.length);
      const byTerm = new Map(cards.map((card) => [String(card.sfld), card]));

      const unseen = byTerm.get(CARDS.unseen.term)!;
      expect(unseen.flds).toBe('mid &lt;b&gt;\u001faverage &amp; dull\u001f');
      expect(unseen.csum).toBe(
        Number.parseInt(createHash('sha1').update(CARDS.unseen.term).digest('hex').slice(0, 8), 16),
      );
      expect(unseen).toMatchObject({ type: 0, queue: 0, reps: 0, lapses: 0 });
      expect(new Set(cards.map((card) => card.guid)).size).toBe(cards.length);

      const schedule = await scheduleOf(session, deck.id);
      expect(new Set(schedule.map((row) => row.state))).toEqual(
        new Set(['learning', 'review', 'relearning']),
      );
      const crt = num(col.crt);
      const termOf = new Map(deck.cards.map((card) => [cardKeyOf(card.term), card.term]));
      for (const row of schedule) {
        const card = byTerm.get(termOf.get(row.cardKey)!)!;
        const dueSeconds = Math.floor(row.due.getTime() / 1000);
        const expected = {
          learning: { type: 1, queue: 1, due: dueSeconds },
          relearning: { type: 3, queue: 1, due: dueSeconds },
          review: {
            type: 2,
            queue: 2,
            due: Math.floor((dueSeconds - crt) / 86_400),
            ivl: Math.max(1, Math.round(row.scheduledDays)),
          },
          new: { type: 0, queue: 0 },
        }[row.state];
        expect(card, row.state).toMatchObject({
          ...expected,
          reps: row.reps,
          lapses: row.lapses,
          factor: 2500,
        });
        expect(JSON.parse(String(card.data))).toEqual({ s: row.stability, d: row.difficulty });
      }
      expect(num(byTerm.get(CARDS.review.term)!.due)).toBeGreaterThanOrEqual(0);

      const logs = await logsOf(session, deck.id);
      const revlog = rowsOf(db, 'SELECT * FROM revlog ORDER BY id');
      expect(revlog).toHaveLength(logs.length);
      expect(new Set(revlog.map((review) => review.id)).size).toBe(revlog.length);
      expect(revlog.map((review) => num(review.id))).toEqual(
        logs.map((log) => log.reviewedAt.getTime()),
      );
      expect(revlog.map((review) => review.ease)).toEqual(
        logs.map((log) => (log.rating === 'again' ? 1 : 3)),
      );
      const typeOf = { new: 0, learning: 0, review: 1, relearning: 2 };
      expect(revlog.map((review) => review.type)).toEqual(logs.map((log) => typeOf[log.state]));
      const cardIdOf = new Map(cards.map((card) => [String(card.sfld), card.id]));
      expect(revlog.map((review) => review.cid)).toEqual(
        logs.map((log) => cardIdOf.get(termOf.get(log.cardKey)!)),
      );
      // The collection's day 0 is no later than the first review.
      expect(crt).toBeLessThanOrEqual(Math.floor(logs[0]!.reviewedAt.getTime() / 1000));
    } finally {
      db.close();
    }
  });

  it('exports every review card of the account, grouped by deck, with their logs', async () => {
    const { session, deck, builtInTerm } = await learnerWithHistory();
    const response = await download(session, 'format=apkg');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="slangbridge-review-cards-\d{4}-\d{2}-\d{2}\.apkg"$/,
    );
    const db = await openPackage(response.rawPayload);
    try {
      const { decks } = expectAnkiCollection(db);
      const builtIn = builtInDeck(DEFAULT_DECK_ID)!;
      expect(decks).toEqual(
        expect.arrayContaining([`SlangBridge::${builtIn.name}`, `SlangBridge::${DECK_NAME}`]),
      );
      // The never-rated card is in no review schedule: it stays out.
      const terms = rowsOf(db, 'SELECT sfld FROM notes').map((note) => note.sfld);
      expect(terms.sort()).toEqual(
        [CARDS.relearnt.term, CARDS.learning.term, CARDS.review.term, builtInTerm].sort(),
      );
      const logCount =
        (await logsOf(session, deck.id)).length + (await logsOf(session, DEFAULT_DECK_ID)).length;
      expect(num(rowsOf(db, 'SELECT count(*) AS n FROM revlog')[0]!.n)).toBe(logCount);
      // Each card in its own deck.
      const deckOf = rowsOf(db, 'SELECT n.sfld, c.did FROM cards c JOIN notes n ON n.id = c.nid');
      const builtInDid = deckOf.find((card) => card.sfld === builtInTerm)!.did;
      expect(deckOf.filter((card) => card.did === builtInDid)).toHaveLength(1);
    } finally {
      db.close();
    }
  });

  it('reads a long history in pages, every log once and in order, ties at one moment included', async () => {
    const { session, deck } = await learnerWithHistory();
    // Three more reviews of one card made at the same moment (two devices syncing): a page may end among them.
    const [first] = await logsOf(session, deck.id);
    const at = new Date(first!.reviewedAt.getTime() + DAY_MS / 2);
    const { id: _id, ...copy } = first!;
    await context.db.insert(reviewLogs).values([0, 1, 2].map(() => ({ ...copy, reviewedAt: at })));
    const stored = await logsOf(session, deck.id);
    const read = await collectExport(context.db, session.userId, deck.id, {
      history: true,
      pageRows: 2,
    });
    const logs = read[0]!.cards.flatMap((card) =>
      card.logs.map((log) => ({ cardKey: card.cardKey, at: log.reviewedAt.getTime() })),
    );
    expect(logs.sort((a, b) => a.at - b.at || a.cardKey.localeCompare(b.cardKey))).toEqual(
      stored.map((log) => ({ cardKey: log.cardKey, at: log.reviewedAt.getTime() })),
    );
    // Each card's logs in the order they were made.
    for (const card of read[0]!.cards) {
      const times = card.logs.map((log) => log.reviewedAt.getTime());
      expect(times).toEqual([...times].sort((a, b) => a - b));
    }
  });

  it('exports CSV with a header, one row per card and formula cells neutralised', async () => {
    const { session, deck, builtInTerm } = await learnerWithHistory();
    const response = await download(session, `format=csv&deckId=${deck.id}`);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="slangbridge-export-deck-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = Papa.parse<string[]>(response.body.slice(1), {
      skipEmptyLines: true,
    }).data;
    expect(header).toEqual([...EXPORT_CSV_COLUMNS]);
    expect(rows).toHaveLength(Object.keys(CARDS).length);
    const byTerm = new Map(rows.map((row) => [row[1], row]));

    // A spreadsheet shows these as text: each starts with an apostrophe.
    const formulas = byTerm.get(`'${CARDS.learning.term}`);
    expect(formulas?.slice(0, 4)).toEqual([
      DECK_NAME,
      `'${CARDS.learning.term}`,
      `'${CARDS.learning.meaning}`,
      `'${CARDS.learning.example}`,
    ]);
    expect(byTerm.get(CARDS.review.term)?.[2]).toBe(`'${CARDS.review.meaning}`);
    // Commas and quotes come back as they were.
    expect(byTerm.get(CARDS.relearnt.term)?.slice(0, 4)).toEqual([
      DECK_NAME,
      CARDS.relearnt.term,
      CARDS.relearnt.meaning,
      CARDS.relearnt.example,
    ]);
    expect(byTerm.get(CARDS.unseen.term)?.slice(4)).toEqual(['new', '', '', '', '0', '0', '']);

    for (const row of await scheduleOf(session, deck.id)) {
      const term = deck.cards.find((card) => cardKeyOf(card.term) === row.cardKey)!.term;
      const csv = byTerm.get(term) ?? byTerm.get(`'${term}`);
      expect(csv?.slice(4)).toEqual([
        row.state,
        row.due.toISOString(),
        String(row.stability),
        String(row.difficulty),
        String(row.reps),
        String(row.lapses),
        row.lastReview!.toISOString(),
      ]);
    }

    const all = await download(session, 'format=csv');
    expect(all.headers['content-disposition']).toMatch(/filename="slangbridge-review-cards-/);
    const allRows = Papa.parse<string[]>(all.body.slice(1), { skipEmptyLines: true }).data.slice(1);
    expect(allRows.map((row) => [row[0], row[1]])).toEqual([
      [builtInDeck(DEFAULT_DECK_ID)!.name, builtInTerm],
      [DECK_NAME, CARDS.relearnt.term],
      [DECK_NAME, `'${CARDS.learning.term}`],
      [DECK_NAME, CARDS.review.term],
    ]);
  });

  it('names a built-in deck’s file after it, and exports it even before any review', async () => {
    const session = await createSignedInUser(context.app, { name: 'New Learner' });
    const response = await download(session, `format=csv&deckId=${DEFAULT_DECK_ID}`);
    expect(response.headers['content-disposition']).toMatch(
      /filename="slangbridge-gen-z-english-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const rows = Papa.parse<string[]>(response.body.slice(1), { skipEmptyLines: true }).data;
    expect(rows).toHaveLength(builtInDeck(DEFAULT_DECK_ID)!.cards.length + 1);
    // Nothing reviewed: the package still opens, its revlog empty.
    const apkg = await download(session, 'format=apkg');
    const db = await openPackage(apkg.rawPayload);
    try {
      expectAnkiCollection(db);
      expect(rowsOf(db, 'SELECT * FROM notes')).toEqual([]);
      expect(rowsOf(db, 'SELECT * FROM revlog')).toEqual([]);
    } finally {
      db.close();
    }
  });

  describe('refusals', () => {
    it('answers 401 signed out, before looking at the query', async () => {
      for (const query of ['format=csv', 'format=zip']) {
        expectApiError(
          await context.app.inject({ method: 'GET', url: `/api/flashcards/export?${query}` }),
          401,
          'UNAUTHORIZED',
          'Unauthorized: please sign in.',
        );
      }
    });

    it('answers 404 for another account’s deck and for a deck that does not exist', async () => {
      const session = await createSignedInUser(context.app, { name: 'Curious Learner' });
      const foreign = await createForeignDeck(context.db);
      for (const deckId of [foreign, randomUUID(), 'no_such_deck']) {
        for (const format of ['csv', 'apkg']) {
          expectApiError(
            await callApi(
              context.app,
              session,
              'GET',
              `/api/flashcards/export?format=${format}&deckId=${deckId}`,
            ),
            404,
            'NOT_FOUND',
            DECK_NOT_FOUND_MESSAGE,
          );
        }
      }
    });

    it('answers 400 for a format it does not write', async () => {
      const session = await createSignedInUser(context.app, { name: 'Format Tester' });
      for (const query of ['format=zip', '', 'format=CSV', `format=csv&deckId=${'x'.repeat(65)}`]) {
        const body = expectApiError(
          await callApi(context.app, session, 'GET', `/api/flashcards/export?${query}`),
          400,
          'VALIDATION_FAILED',
          /./,
        );
        if (query.includes('deckId')) expect(body.error).toBe('Unknown deck id.');
        else expect(body.error).toBe(EXPORT_FORMAT_MESSAGE);
      }
    });
  });
});
