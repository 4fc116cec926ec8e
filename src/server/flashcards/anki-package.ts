// The Anki package export (issue 29 item 5): exported decks as an .apkg that Anki imports with their schedules and
// review history.
//
// The format, as Anki's legacy importer reads it (written here from the format's description, not from another
// project's code):
//  - An .apkg is a zip holding `collection.anki2`, a SQLite database in the collection schema version 11, and
//    `media`, a JSON map of the zip's media files by number (`{}`: no media).
//  - `col` has one row (id 1): crt, the collection's creation in epoch seconds, from which review cards' due days are
//    counted; mod and scm in epoch milliseconds; ver 11; and JSON texts: conf (collection options; schedVer 2, the
//    scheduler with a relearning card type), models (note types by id), decks (by id; deck 1 "Default" always
//    exists; "A::B" is deck B under A), dconf (deck options groups by id) and tags.
//  - `notes`: id (epoch-ms-based), guid (a stable string Anki matches notes by on a later import), mid (the note
//    type), mod (epoch seconds), usn (-1: not yet synced), tags (space-separated, padded with spaces), flds (the
//    fields' HTML joined by U+001F), sfld (the sort field: the first field's text), csum (the first 8 hex digits of
//    the SHA-1 of the first field's text, as an integer: Anki's duplicate check), flags, data.
//  - `cards`: id, nid (its note), did (its deck), ord (its template), mod, usn, type (0 new, 1 learning, 2 review,
//    3 relearning), queue (0 new, 1 learning, 2 review), due (new: the position in the new queue; learning and
//    relearning: epoch seconds; review: days since crt), ivl (days), factor (ease in permille, 2500 = 250%), reps,
//    lapses, left (learning steps left: today's × 1000 + all), odue and odid (filtered decks), flags, data (JSON;
//    Anki 23.10 and later read an FSRS memory state from it: s stability, d difficulty).
//  - `revlog`: one row per review: id (the review's time in epoch ms, unique), cid (its card), usn, ease (1 Again,
//    2 Hard, 3 Good, 4 Easy), ivl and lastIvl (the interval after and before it, in days), factor, time (ms taken:
//    0 unknown), type (0 learn, 1 review, 2 relearn).
//  - `graves`: deletions waiting to sync (none).
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { setImmediate } from 'node:timers/promises';
import { promisify } from 'node:util';
import { strToU8, zip, type AsyncZippable, type FlateError } from 'fflate';
import initSqlJs from 'sql.js';
import { WorkBudget } from '../lib/work-budget';
import type { ReviewCardState, ReviewStateName } from '@shared/flashcards/review-scheduler';
import type { ExportCard, ExportDeck, ExportLog } from './export';

/** The collection schema Anki's legacy importer reads. */
export const ANKI_SCHEMA_VERSION = 11;
export const ANKI_COLLECTION_FILE = 'collection.anki2';
export const ANKI_MEDIA_FILE = 'media';
export const ANKI_NOTE_TYPE_NAME = 'SlangBridge Basic';
export const ANKI_FIELDS = ['Term', 'Meaning', 'Example'] as const;
export const ANKI_QUESTION = '{{Term}}';
export const ANKI_ANSWER = '{{FrontSide}}<hr id=answer>{{Meaning}}<br><i>{{Example}}</i>';
/** Every exported deck sits under this one in Anki's deck list. */
export const ANKI_PARENT_DECK = 'SlangBridge';
export const ANKI_DEFAULT_FACTOR = 2500;
export const ANKI_TAG = 'slangbridge';
/** Anki's "Default" deck and options group: both always exist. */
const DEFAULT_ID = 1;

/** ts-fsrs's default learning and relearning steps (minutes), the same in the options group exported. */
const LEARNING_STEPS = [1, 10];
const RELEARNING_STEPS = [10];
const DAY_MS = 86_400_000;

export const ANKI_SCHEMA_SQL = `
CREATE TABLE col (
  id integer PRIMARY KEY, crt integer NOT NULL, mod integer NOT NULL, scm integer NOT NULL,
  ver integer NOT NULL, dty integer NOT NULL, usn integer NOT NULL, ls integer NOT NULL,
  conf text NOT NULL, models text NOT NULL, decks text NOT NULL, dconf text NOT NULL, tags text NOT NULL
);
CREATE TABLE notes (
  id integer PRIMARY KEY, guid text NOT NULL, mid integer NOT NULL, mod integer NOT NULL,
  usn integer NOT NULL, tags text NOT NULL, flds text NOT NULL, sfld integer NOT NULL,
  csum integer NOT NULL, flags integer NOT NULL, data text NOT NULL
);
CREATE TABLE cards (
  id integer PRIMARY KEY, nid integer NOT NULL, did integer NOT NULL, ord integer NOT NULL,
  mod integer NOT NULL, usn integer NOT NULL, type integer NOT NULL, queue integer NOT NULL,
  due integer NOT NULL, ivl integer NOT NULL, factor integer NOT NULL, reps integer NOT NULL,
  lapses integer NOT NULL, left integer NOT NULL, odue integer NOT NULL, odid integer NOT NULL,
  flags integer NOT NULL, data text NOT NULL
);
CREATE TABLE revlog (
  id integer PRIMARY KEY, cid integer NOT NULL, usn integer NOT NULL, ease integer NOT NULL,
  ivl integer NOT NULL, lastIvl integer NOT NULL, factor integer NOT NULL, time integer NOT NULL,
  type integer NOT NULL
);
CREATE TABLE graves (usn integer NOT NULL, oid integer NOT NULL, type integer NOT NULL);
CREATE INDEX ix_notes_usn ON notes (usn);
CREATE INDEX ix_cards_usn ON cards (usn);
CREATE INDEX ix_revlog_usn ON revlog (usn);
CREATE INDEX ix_cards_nid ON cards (nid);
CREATE INDEX ix_cards_sched ON cards (did, queue, due);
CREATE INDEX ix_revlog_cid ON revlog (cid);
CREATE INDEX ix_notes_csum ON notes (csum);
`;

const require = createRequire(import.meta.url);
let sqlJs: ReturnType<typeof initSqlJs> | undefined;

/** sql.js, its WebAssembly read from node_modules (never fetched); loaded once per process. */
export function loadSqlJs(): ReturnType<typeof initSqlJs> {
  sqlJs ??= initSqlJs({
    locateFile: (file: string) => require.resolve(`sql.js/dist/${file}`),
  }).catch((error: unknown) => {
    sqlJs = undefined;
    throw error;
  });
  return sqlJs;
}

const seconds = (ms: number) => Math.floor(ms / 1000);

/** Fields are HTML in Anki: a card's text is shown as written. */
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Anki's duplicate check: the first 8 hex digits of the SHA-1 of the first field's text. */
export const fieldChecksum = (text: string) =>
  Number.parseInt(createHash('sha1').update(text).digest('hex').slice(0, 8), 16);

/** The same deck and card give the same guid in every export, so importing again updates the notes in place. */
export const noteGuid = (deckId: string, cardKey: string) =>
  createHash('sha1')
    .update(`slangbridge\u001f${deckId}\u001f${cardKey}`)
    .digest('base64url')
    .slice(0, 16);

/** "::" nests decks in Anki: a deck's own name must not. */
export const ankiDeckName = (name: string) => `${ANKI_PARENT_DECK}::${name.replace(/:{2,}/g, ':')}`;

const REVLOG_TYPE: Record<ReviewStateName, number> = {
  new: 0,
  learning: 0,
  review: 1,
  relearning: 2,
};
const EASE = { again: 1, good: 3 } as const;

const days = (value: number) => Math.max(0, Math.round(value));

/** Learning steps left, as Anki keeps them: today's × 1000 + all (they all fit in today). */
const stepsLeft = (steps: readonly number[], done: number) => {
  const left = Math.max(1, steps.length - done);
  return left * 1000 + left;
};

interface AnkiSchedule {
  type: number;
  queue: number;
  due: number;
  ivl: number;
  left: number;
}

/** A card's Anki schedule from its FSRS state; `position` orders new cards. */
export function ankiSchedule(
  schedule: ReviewCardState | null,
  position: number,
  crtSeconds: number,
): AnkiSchedule {
  if (!schedule || schedule.state === 'new')
    return { type: 0, queue: 0, due: position, ivl: 0, left: 0 };
  const dueSeconds = seconds(Date.parse(schedule.due));
  switch (schedule.state) {
    case 'learning':
      return {
        type: 1,
        queue: 1,
        due: dueSeconds,
        ivl: 0,
        left: stepsLeft(LEARNING_STEPS, schedule.learningSteps),
      };
    case 'relearning':
      return {
        type: 3,
        queue: 1,
        due: dueSeconds,
        // The interval it graduates to again: at least a day.
        ivl: Math.max(1, days(schedule.scheduledDays)),
        left: stepsLeft(RELEARNING_STEPS, schedule.learningSteps),
      };
    case 'review':
      return {
        type: 2,
        queue: 2,
        due: Math.floor((dueSeconds - crtSeconds) / 86_400),
        ivl: Math.max(1, days(schedule.scheduledDays)),
        left: 0,
      };
  }
}

/**
 * The collection's creation: midnight (UTC) of the earliest of now, the first review and the first review card's
 * due date, so every review card's due day counts from it without going below 0.
 */
function creationTime(decks: readonly ExportDeck[], now: Date): number {
  let earliest = now.getTime();
  for (const deck of decks)
    for (const card of deck.cards) {
      const first = card.logs[0];
      if (first) earliest = Math.min(earliest, first.reviewedAt.getTime());
      if (card.schedule?.state === 'review')
        earliest = Math.min(earliest, Date.parse(card.schedule.due));
    }
  return seconds(earliest - (earliest % DAY_MS));
}

function deckJson(id: number, name: string, description: string, nowSeconds: number) {
  return {
    id,
    name,
    desc: description,
    mod: nowSeconds,
    usn: -1,
    conf: DEFAULT_ID,
    dyn: 0,
    collapsed: false,
    browserCollapsed: false,
    extendNew: 0,
    extendRev: 0,
    newToday: [0, 0],
    revToday: [0, 0],
    lrnToday: [0, 0],
    timeToday: [0, 0],
  };
}

function noteTypeJson(id: number, deckId: number, nowSeconds: number) {
  return {
    id,
    name: ANKI_NOTE_TYPE_NAME,
    type: 0,
    mod: nowSeconds,
    usn: -1,
    sortf: 0,
    did: deckId,
    flds: ANKI_FIELDS.map((name, ord) => ({
      name,
      ord,
      sticky: false,
      rtl: false,
      font: 'Arial',
      size: 20,
      media: [],
    })),
    tmpls: [
      {
        name: 'Card 1',
        ord: 0,
        qfmt: ANKI_QUESTION,
        afmt: ANKI_ANSWER,
        bqfmt: '',
        bafmt: '',
        did: null,
        bfont: '',
        bsize: 0,
      },
    ],
    css: '.card {\n  font-family: arial;\n  font-size: 20px;\n  text-align: center;\n  color: black;\n  background-color: white;\n}\n',
    latexPre:
      '\\documentclass[12pt]{article}\n\\special{papersize=3in,5in}\n\\usepackage[utf8]{inputenc}\n\\usepackage{amssymb,amsmath}\n\\pagestyle{empty}\n\\setlength{\\parindent}{0in}\n\\begin{document}\n',
    latexPost: '\\end{document}',
    latexsvg: false,
    // The one card is made when the first field (Term) is not empty.
    req: [[0, 'any', [0]]],
    tags: [],
    vers: [],
  };
}

/** One options group, SlangBridge's own defaults: 20 new cards and 200 reviews a day, leeches at 8 lapses. */
function optionsGroupJson() {
  return {
    id: DEFAULT_ID,
    name: 'Default',
    mod: 0,
    usn: 0,
    dyn: false,
    maxTaken: 60,
    timer: 0,
    autoplay: true,
    replayq: true,
    new: {
      delays: LEARNING_STEPS,
      ints: [1, 4, 0],
      initialFactor: ANKI_DEFAULT_FACTOR,
      order: 1,
      perDay: 20,
      bury: false,
    },
    lapse: { delays: RELEARNING_STEPS, mult: 0, minInt: 1, leechFails: 8, leechAction: 1 },
    rev: {
      perDay: 200,
      ease4: 1.3,
      fuzz: 0.05,
      ivlFct: 1,
      maxIvl: 36_500,
      hardFactor: 1.2,
      bury: false,
    },
  };
}

/**
 * The intervals of a card's reviews, in days: before each one, the interval it had (its log's); after it, the
 * next review's before, or for the last one the card's interval now.
 */
function intervals(card: ExportCard): { ivl: number; lastIvl: number }[] {
  return card.logs.map((log, index) => ({
    lastIvl: days(log.scheduledDays),
    ivl: days(card.logs[index + 1]?.scheduledDays ?? card.schedule?.scheduledDays ?? 0),
  }));
}

/** Rows written between two turns of the event loop (a few microseconds each in sql.js). */
const ROWS_PER_TURN = 2_000;
const zipAsync = promisify(
  (files: AsyncZippable, done: (error: FlateError | null, data: Uint8Array) => void) =>
    void zip(files, done),
);

/** Builds collection.anki2 for `decks` (at `now`) and zips it with an empty media map. */
export async function buildAnkiPackage(
  decks: readonly ExportDeck[],
  now: Date,
): Promise<Uint8Array> {
  const SQL = await loadSqlJs();
  const nowMs = now.getTime();
  const nowSeconds = seconds(nowMs);
  const crt = creationTime(decks, now);
  // Note type, deck, note and card ids: unique epoch-ms-based integers, counted up from now.
  let lastId = nowMs;
  const nextId = () => (lastId += 1);

  const modelId = nextId();
  const parentId = nextId();
  const deckIds = decks.map(() => nextId());
  const deckList: Record<string, ReturnType<typeof deckJson>> = {
    [DEFAULT_ID]: deckJson(DEFAULT_ID, 'Default', '', nowSeconds),
    [parentId]: deckJson(
      parentId,
      ANKI_PARENT_DECK,
      'Cards exported from SlangBridge.',
      nowSeconds,
    ),
  };
  // Anki knows a deck by its name, whatever its case: a custom deck named like a built-in one gets a number.
  const names = new Set<string>();
  decks.forEach((deck, index) => {
    const id = deckIds[index] ?? DEFAULT_ID;
    let name = ankiDeckName(deck.name);
    for (let copy = 2; names.has(name.toLowerCase()); copy += 1)
      name = `${ankiDeckName(deck.name)} (${copy})`;
    names.add(name.toLowerCase());
    deckList[id] = deckJson(id, name, deck.description, nowSeconds);
  });

  const db = new SQL.Database();
  try {
    db.exec(ANKI_SCHEMA_SQL);
    const insertNote = db.prepare("INSERT INTO notes VALUES (?, ?, ?, ?, -1, ?, ?, ?, ?, 0, '')");
    const insertCard = db.prepare(
      'INSERT INTO cards VALUES (?, ?, ?, 0, ?, -1, ?, ?, ?, ?, ?, ?, ?, ?, 0, 0, 0, ?)',
    );
    const reviews: { at: number; cardId: number; log: ExportLog; ivl: number; lastIvl: number }[] =
      [];
    let newPosition = 0;
    // A large collection takes a second of inserts: the loop gets a turn every few milliseconds of them.
    const budget = new WorkBudget(ROWS_PER_TURN);
    db.exec('BEGIN');
    for (const [deckIndex, deck] of decks.entries()) {
      for (const card of deck.cards) {
        if (budget.spend(1 + card.logs.length)) await setImmediate();
        const noteId = nextId();
        const cardId = nextId();
        const fields = [card.term, card.meaning, card.example ?? ''];
        insertNote.run([
          noteId,
          noteGuid(deck.id, card.cardKey),
          modelId,
          nowSeconds,
          ` ${ANKI_TAG} `,
          fields.map(escapeHtml).join('\u001f'),
          card.term,
          fieldChecksum(card.term),
        ]);
        const isNew = !card.schedule || card.schedule.state === 'new';
        if (isNew) newPosition += 1;
        const anki = ankiSchedule(card.schedule, newPosition, crt);
        const memory =
          card.schedule && !isNew
            ? { s: card.schedule.stability, d: card.schedule.difficulty }
            : {};
        insertCard.run([
          cardId,
          noteId,
          deckIds[deckIndex] ?? DEFAULT_ID,
          nowSeconds,
          anki.type,
          anki.queue,
          anki.due,
          anki.ivl,
          ANKI_DEFAULT_FACTOR,
          card.schedule?.reps ?? 0,
          card.schedule?.lapses ?? 0,
          anki.left,
          JSON.stringify(memory),
        ]);
        const cardIntervals = intervals(card);
        card.logs.forEach((log, index) => {
          const { ivl, lastIvl } = cardIntervals[index] ?? { ivl: 0, lastIvl: 0 };
          reviews.push({ at: log.reviewedAt.getTime(), cardId, log, ivl, lastIvl });
        });
      }
    }
    insertNote.free();
    insertCard.free();

    // A review's id is its time in ms; two made in the same millisecond (two devices) take the next free one.
    reviews.sort((a, b) => a.at - b.at || a.cardId - b.cardId);
    const insertReview = db.prepare('INSERT INTO revlog VALUES (?, ?, -1, ?, ?, ?, ?, 0, ?)');
    let lastReviewId = 0;
    for (const { at, cardId, log, ivl, lastIvl } of reviews) {
      if (budget.spend(1)) await setImmediate();
      lastReviewId = Math.max(at, lastReviewId + 1);
      insertReview.run([
        lastReviewId,
        cardId,
        EASE[log.rating],
        ivl,
        lastIvl,
        ANKI_DEFAULT_FACTOR,
        REVLOG_TYPE[log.state],
      ]);
    }
    insertReview.free();

    const firstDeck = deckIds[0] ?? DEFAULT_ID;
    const conf = {
      activeDecks: [firstDeck],
      curDeck: firstDeck,
      newSpread: 0,
      collapseTime: 1200,
      timeLim: 0,
      estTimes: true,
      dueCounts: true,
      curModel: modelId,
      nextPos: newPosition + 1,
      sortType: 'noteFld',
      sortBackwards: false,
      addToCur: true,
      schedVer: 2,
    };
    db.run('INSERT INTO col VALUES (1, ?, ?, ?, ?, 0, 0, 0, ?, ?, ?, ?, ?)', [
      crt,
      nowMs,
      nowMs,
      ANKI_SCHEMA_VERSION,
      JSON.stringify(conf),
      JSON.stringify({ [modelId]: noteTypeJson(modelId, firstDeck, nowSeconds) }),
      JSON.stringify(deckList),
      JSON.stringify({ [DEFAULT_ID]: optionsGroupJson() }),
      '{}',
    ]);
    db.exec('COMMIT');
    // Compressed on fflate's worker thread, not the server's.
    return await zipAsync({
      [ANKI_COLLECTION_FILE]: db.export(),
      [ANKI_MEDIA_FILE]: strToU8('{}'),
    });
  } finally {
    db.close();
  }
}
