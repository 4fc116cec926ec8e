// The Anki package's parts that the API test (routes/flashcard-export.test.ts) does not pin down: sql.js loading
// its WebAssembly from node_modules with no network, each FSRS state's Anki schedule, review ids unique when two
// reviews share a millisecond, intervals before and after each review, deck names that cannot nest, and guids
// that stay the same from one export to the next.
import { strFromU8, unzipSync } from 'fflate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newReviewCard, type ReviewCardState } from '@shared/flashcards/review-scheduler';
import { ankiDeckName, ankiSchedule, buildAnkiPackage, loadSqlJs, noteGuid } from './anki-package';
import type { ExportDeck, ExportLog } from './export';

const NOW = new Date('2026-12-07T12:00:00.000Z');
const CRT = Date.parse('2026-12-01T00:00:00.000Z') / 1000;

const state = (overrides: Partial<ReviewCardState>): ReviewCardState => ({
  ...newReviewCard(NOW),
  ...overrides,
});

const log = (at: string, overrides: Partial<ExportLog> = {}): ExportLog => ({
  rating: 'good',
  state: 'review',
  scheduledDays: 0,
  reviewedAt: new Date(at),
  ...overrides,
});

async function revlogOf(decks: ExportDeck[]) {
  const files = unzipSync(await buildAnkiPackage(decks, NOW));
  expect(strFromU8(files.media!)).toBe('{}');
  const SQL = await loadSqlJs();
  const db = new SQL.Database(files['collection.anki2']);
  try {
    const [result] = db.exec('SELECT id, ivl, lastIvl, ease, type FROM revlog ORDER BY id');
    return result?.values ?? [];
  } finally {
    db.close();
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Anki package', () => {
  it('loads sql.js from node_modules without the network', async () => {
    const fetch = vi.fn(() => Promise.reject(new Error('no network in this test')));
    vi.stubGlobal('fetch', fetch);
    const SQL = await loadSqlJs();
    const db = new SQL.Database();
    expect(db.exec('SELECT sqlite_version() AS v')[0]?.values[0]?.[0]).toMatch(/^3\./);
    db.close();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('gives each FSRS state its Anki card type, queue and due', () => {
    expect(ankiSchedule(null, 4, CRT)).toEqual({ type: 0, queue: 0, due: 4, ivl: 0, left: 0 });
    expect(ankiSchedule(state({ state: 'new' }), 5, CRT)).toMatchObject({
      type: 0,
      queue: 0,
      due: 5,
    });
    const learning = ankiSchedule(
      state({ state: 'learning', due: '2026-12-07T12:10:00.000Z', learningSteps: 1 }),
      0,
      CRT,
    );
    expect(learning).toEqual({
      type: 1,
      queue: 1,
      due: Date.parse('2026-12-07T12:10:00.000Z') / 1000,
      ivl: 0,
      left: 1001,
    });
    // Due on 11 December: day 10 of a collection made on 1 December; a 9.6-day interval is 10 days.
    expect(
      ankiSchedule(
        state({ state: 'review', due: '2026-12-11T09:30:00.000Z', scheduledDays: 9.6 }),
        0,
        CRT,
      ),
    ).toEqual({ type: 2, queue: 2, due: 10, ivl: 10, left: 0 });
    expect(
      ankiSchedule(
        state({ state: 'relearning', due: '2026-12-07T12:10:00.000Z', scheduledDays: 0 }),
        0,
        CRT,
      ),
    ).toMatchObject({
      type: 3,
      queue: 1,
      due: Date.parse('2026-12-07T12:10:00.000Z') / 1000,
      ivl: 1,
    });
  });

  it('keeps review ids unique when two reviews share a millisecond, and logs the intervals around each', async () => {
    const card = (term: string, logs: ExportLog[], scheduledDays: number) => ({
      cardKey: term,
      term,
      meaning: `${term} meaning`,
      schedule: state({
        state: 'review',
        due: '2026-12-20T00:00:00.000Z',
        scheduledDays,
        reps: logs.length,
      }),
      logs,
    });
    const at = '2026-12-05T08:00:00.000Z';
    const rows = await revlogOf([
      {
        id: 'deck',
        name: 'Deck',
        description: '',
        cards: [
          card(
            'first',
            [
              log('2026-12-01T08:00:00.000Z', { state: 'new' }),
              log('2026-12-01T08:10:00.000Z', { state: 'learning' }),
              log(at, { scheduledDays: 3, rating: 'again' }),
            ],
            8,
          ),
          card('second', [log(at, { state: 'relearning', scheduledDays: 1 })], 2),
        ],
      },
    ]);
    const ms = Date.parse(at);
    expect(rows).toEqual([
      [Date.parse('2026-12-01T08:00:00.000Z'), 0, 0, 3, 0],
      [Date.parse('2026-12-01T08:10:00.000Z'), 3, 0, 3, 0],
      [ms, 8, 3, 1, 1],
      [ms + 1, 2, 1, 3, 2],
    ]);
  });

  it('gives two decks of one name (whatever its case) names of their own', async () => {
    const deck = (id: string, name: string): ExportDeck => ({
      id,
      name,
      description: '',
      cards: [],
    });
    const files = unzipSync(
      await buildAnkiPackage([deck('a', 'Slang'), deck('b', 'slang'), deck('c', 'Slang')], NOW),
    );
    const SQL = await loadSqlJs();
    const db = new SQL.Database(files['collection.anki2']);
    try {
      const decks = JSON.parse(
        String(db.exec('SELECT decks FROM col')[0]?.values[0]?.[0]),
      ) as Record<string, { name: string }>;
      expect(Object.values(decks).map(({ name }) => name)).toEqual([
        'Default',
        'SlangBridge',
        'SlangBridge::Slang',
        'SlangBridge::slang (2)',
        'SlangBridge::Slang (3)',
      ]);
    } finally {
      db.close();
    }
  });

  it('names decks under SlangBridge without letting a name nest, and keeps guids from one export to the next', () => {
    expect(ankiDeckName('Slang')).toBe('SlangBridge::Slang');
    expect(ankiDeckName('A::B:::C')).toBe('SlangBridge::A:B:C');
    expect(noteGuid('deck', 'rizz')).toBe(noteGuid('deck', 'rizz'));
    expect(noteGuid('deck', 'rizz')).not.toBe(noteGuid('other', 'rizz'));
    expect(noteGuid('deck', 'rizz')).not.toBe(noteGuid('deck', 'riz'));
  });
});
