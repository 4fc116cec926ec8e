// The authorization matrix: every protected API endpoint × every kind of caller → the status it must get.
// src/server/authorization.test.ts signs the callers up once and checks every row, by cookie (with our Origin,
// as the browser sends it) and by bearer token.
//
// HOW TO ADD AN ENDPOINT (every issue that adds a route under /api does one of these; the test fails until it has):
//  - A protected endpoint: add a row below. `url` may be a function of the ids the test creates (for example
//    the target of an admin action, or a record owned by another user); `body` is a valid request body, so that
//    the status shows the authorization decision and not a validation error. The five callers are:
//      anonymous    no session at all                              → usually 401
//      user         signed in, no role                             → 403 on admin and editor routes
//      otherEditor  editor of ANOTHER style (spanish_genz_editor by default) → 403 on this style's editor routes
//      editor       editor of the row's style (english_genz_editor by default) → 200 on this style's editor routes
//      admin        the admin role, which passes every check        → 200
//    Editor routes of a style: set `style` to the style key the route edits (default gen_z_english); the test then
//    makes `editor` hold that style's editor role and `otherEditor` the role of another style, e.g.
//      { name: 'editor: list Persian translations', method: 'GET', url: '/api/editor/persian_slang',
//        style: 'persian_slang', expected: { anonymous: 401, user: 403, otherEditor: 403, editor: 200, admin: 200 } }
//    User data: the caller only ever sees their own; a row about another user's record expects 404 (or 403) for
//    everyone but its owner.
//  - A row whose call ends the caller's session (logout): set `endsSession: true`; each caller then uses a
//    throwaway session, so the shared ones stay valid for the other rows.
//  - A public endpoint (no sign-in needed): add its route to PUBLIC_ROUTES instead.
//  - A public API endpoint (/v1, issue 13): set `apiKey: true`. Every signed-in caller then also holds an API key
//    of their own; `expected` is what each caller gets with their key (`Authorization: Bearer <key>`), while their
//    cookie and their session's bearer token get `expected.anonymous` there, because only keys authenticate on
//    /v1. On every other row a caller's key is worth nothing: with it they get `expected.anonymous`.
import { randomUUID } from 'node:crypto';
import type { EditorStyle } from '@shared/roles';
import type { Db } from '../db/client';
import { cardKeyOf } from '@shared/flashcards/packs';
import { DEFAULT_DECK_ID } from '@shared/schemas/flashcards';
import { builtInDeck } from '../flashcards/content';
import { createForeignApiKey } from './api-key-fixtures';
import { createTermSlug, createVotableDefinition } from './dictionary-fixtures';
import { createEditorEntry, createReview } from './editor-fixtures';
import { createForeignDeck } from './flashcard-fixtures';

export const PRINCIPALS = ['anonymous', 'user', 'otherEditor', 'editor', 'admin'] as const;
export type Principal = (typeof PRINCIPALS)[number];
export type SignedInPrincipal = Exclude<Principal, 'anonymous'>;

/** The style whose editor is `editor` (and not `otherEditor`) when a row names none. */
export const DEFAULT_MATRIX_STYLE: EditorStyle = 'gen_z_english';

/** Ids a row's url or body may use. */
export interface MatrixIds {
  /** A user no caller is: the target of admin actions on other accounts. */
  targetUserId: string;
  /** The callers' own user ids (for rows about one caller's data). */
  userIds: Record<SignedInPrincipal, string>;
  /** The record the row's `fixture` created for this call. */
  fixtureId?: string;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface AuthorizationRow {
  name: string;
  method: HttpMethod;
  url: string | ((ids: MatrixIds) => string);
  body?: unknown;
  /** The style key whose editor role `editor` holds for this row (default DEFAULT_MATRIX_STYLE). */
  style?: EditorStyle;
  /** Creates the record the call is about, afresh for every call; its id is `fixtureId`. */
  fixture?: (db: Db, style: EditorStyle) => Promise<string>;
  /** The call ends the caller's session: each caller makes it with a throwaway session. */
  endsSession?: boolean;
  /** The route authenticates by API key only (/v1): see the header. */
  apiKey?: boolean;
  expected: Record<Principal, number>;
}

const signedInOnly = { anonymous: 401, user: 200, otherEditor: 200, editor: 200, admin: 200 };
const adminOnly = { anonymous: 401, user: 403, otherEditor: 403, editor: 403, admin: 200 };
/** adminOnly for calls on a record that does not exist: the admin passes the check and gets 404. */
const adminNotFound = { anonymous: 401, user: 403, otherEditor: 403, editor: 403, admin: 404 };
/** A style's editor routes: its editor and admins pass; another style's editor and plain users get 403. */
const styleEditor = { anonymous: 401, user: 403, otherEditor: 403, editor: 200, admin: 200 };
/** signedInOnly for calls that create a record. */
const created = { anonymous: 401, user: 201, otherEditor: 201, editor: 201, admin: 201 };
/** signedInOnly for calls answered without a body (204). */
const noContent = { anonymous: 401, user: 204, otherEditor: 204, editor: 204, admin: 204 };
/** Open to all, signed in or not. */
const everyone = { anonymous: 200, user: 200, otherEditor: 200, editor: 200, admin: 200 };
/** Another account's record: it does not exist for anyone but its owner (admins included). */
const notFoundForAll = { anonymous: 404, user: 404, otherEditor: 404, editor: 404, admin: 404 };
const signedInNotFound = { ...notFoundForAll, anonymous: 401 };
/** Signed in, but nobody may do it (changing a built-in deck). */
const signedInForbidden = { anonymous: 401, user: 403, otherEditor: 403, editor: 403, admin: 403 };

/** A finished translation: the body of POST /api/translations/history, /save and (with a rating) /rate. */
const MATRIX_TRANSLATION = {
  inputText: 'that party was great',
  outputText: 'that party was bussin, no cap',
  sourceLanguage: 'standard_english',
  targetLanguage: 'gen_z_english',
};

export const AUTHORIZATION_MATRIX: readonly AuthorizationRow[] = [
  { name: 'auth: current user', method: 'GET', url: '/api/auth/me', expected: signedInOnly },
  { name: 'auth: user record', method: 'GET', url: '/api/auth/user', expected: signedInOnly },
  {
    name: 'auth: logout (without a session there is nothing to end: 200)',
    method: 'POST',
    url: '/api/auth/logout',
    endsSession: true,
    expected: { anonymous: 200, user: 200, otherEditor: 200, editor: 200, admin: 200 },
  },
  {
    // A body that changes nothing visible (no caller has a picture), so the shared sessions stay as they were.
    name: 'auth: update one’s own account',
    method: 'POST',
    url: '/api/auth/update-user',
    body: { image: null },
    expected: signedInOnly,
  },
  { name: 'admin: list users', method: 'GET', url: '/api/admin/users', expected: adminOnly },
  {
    name: 'admin: change a user’s roles',
    method: 'PUT',
    url: ({ targetUserId }) => `/api/admin/users/${targetUserId}/roles`,
    body: { roles: [] },
    expected: adminOnly,
  },
  {
    // The daily video card's link (issue 12 item 6): public to read, only admins set it.
    name: 'settings: set the daily video',
    method: 'PUT',
    url: '/api/settings/latestVideoUrl',
    body: { value: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
    expected: adminOnly,
  },
  // The signed-in user's own translation lists and ratings (spec 1 §7): any account, never anonymous.
  {
    name: 'translations: add to history',
    method: 'POST',
    url: '/api/translations/history',
    body: MATRIX_TRANSLATION,
    expected: created,
  },
  {
    name: 'translations: save (a new translation each call: saving the same one again answers 200)',
    method: 'POST',
    url: '/api/translations/save',
    body: {
      ...MATRIX_TRANSLATION,
      // A getter, so every call (each caller, cookie and bearer) sends a translation not saved before.
      get inputText() {
        return `matrix save ${randomUUID()}`;
      },
    },
    expected: created,
  },
  {
    name: 'translations: history',
    method: 'GET',
    url: '/api/translations/history',
    expected: signedInOnly,
  },
  {
    name: 'translations: saved',
    method: 'GET',
    url: '/api/translations/saved',
    expected: signedInOnly,
  },
  {
    name: 'translations: recent',
    method: 'GET',
    url: '/api/translations/recent',
    expected: signedInOnly,
  },
  {
    name: 'translations: delete a saved translation (no such row: 404 for everyone signed in, admin too)',
    method: 'DELETE',
    url: `/api/translations/saved/${randomUUID()}`,
    expected: { anonymous: 401, user: 404, otherEditor: 404, editor: 404, admin: 404 },
  },
  {
    name: 'translations: rate',
    method: 'POST',
    url: '/api/translations/rate',
    body: { ...MATRIX_TRANSLATION, rating: 5 },
    expected: created,
  },
  // Dictionary moderation (spec 2 §7): admins only. An id nobody has shows the decision as 404 for the admin.
  {
    name: 'admin: list suggestions',
    method: 'GET',
    url: '/api/admin/suggestions?status=all',
    expected: adminOnly,
  },
  {
    name: 'admin: approve a suggestion (no such suggestion: 404 for the admin)',
    method: 'POST',
    url: `/api/admin/suggestions/${randomUUID()}/approve`,
    body: { term: 'matrix term', meaning: 'a meaning', language: 'us_english' },
    expected: adminNotFound,
  },
  {
    name: 'admin: reject a suggestion',
    method: 'POST',
    url: `/api/admin/suggestions/${randomUUID()}/reject`,
    expected: adminNotFound,
  },
  {
    name: 'admin: delete a suggestion',
    method: 'DELETE',
    url: `/api/admin/suggestions/${randomUUID()}`,
    expected: adminNotFound,
  },
  { name: 'admin: list reports', method: 'GET', url: '/api/admin/reports', expected: adminOnly },
  {
    name: 'admin: dismiss a report',
    method: 'POST',
    url: `/api/admin/reports/${randomUUID()}/dismiss`,
    expected: adminNotFound,
  },
  // Several definitions per term and their votes (issue 28): signed in to write or vote, admins to decide.
  {
    name: 'dictionary: add a definition to a term',
    method: 'POST',
    url: ({ fixtureId }) => `/api/slang/${fixtureId}/definitions`,
    fixture: createTermSlug,
    body: { meaning: 'A matrix definition.', example: 'A matrix example.' },
    expected: created,
  },
  {
    name: 'dictionary: vote on a definition',
    method: 'POST',
    url: ({ fixtureId }) => `/api/definitions/${fixtureId}/vote`,
    fixture: createVotableDefinition,
    body: { value: 1 },
    expected: signedInOnly,
  },
  {
    name: 'account: own handle',
    method: 'GET',
    url: '/api/account/handle',
    expected: signedInOnly,
  },
  {
    // Each caller sets a handle of their own (a second call with the same handle answers it unchanged).
    name: 'account: choose a handle',
    method: 'PUT',
    url: '/api/account/handle',
    body: { handle: 'matrix-handle' },
    expected: { anonymous: 401, user: 200, otherEditor: 409, editor: 409, admin: 409 },
  },
  {
    name: 'admin: pin a word of the day',
    method: 'POST',
    url: '/api/admin/word-of-the-day',
    body: { date: '2099-01-01', slug: 'no-such-term-for-the-matrix' },
    expected: adminNotFound,
  },
  {
    name: 'admin: list definitions',
    method: 'GET',
    url: '/api/admin/definitions',
    expected: adminOnly,
  },
  {
    name: 'admin: approve a definition',
    method: 'POST',
    url: `/api/admin/definitions/${randomUUID()}/approve`,
    expected: adminNotFound,
  },
  {
    name: 'admin: edit a definition',
    method: 'PUT',
    url: `/api/admin/definitions/${randomUUID()}`,
    body: { meaning: 'Edited.', example: 'Edited example.' },
    expected: adminNotFound,
  },
  {
    name: 'admin: remove a definition',
    method: 'DELETE',
    url: `/api/admin/definitions/${randomUUID()}`,
    expected: adminNotFound,
  },
  {
    name: 'admin: reject a definition',
    method: 'POST',
    url: `/api/admin/definitions/${randomUUID()}/reject`,
    expected: adminNotFound,
  },
  // The admin dictionary manager: the spec shows no guard on its page; the server allows admins only.
  {
    name: 'dictionary manager: list terms',
    method: 'GET',
    url: '/api/dictionary?lang=all',
    expected: adminOnly,
  },
  {
    name: 'dictionary manager: add a term (a new term each call)',
    method: 'POST',
    url: '/api/slang',
    body: {
      meaning: 'added by the authorization matrix',
      language: 'us_english',
      get term() {
        return `matrix ${randomUUID().slice(0, 8)}`;
      },
    },
    expected: { ...adminOnly, admin: 201 },
  },
  {
    name: 'dictionary manager: edit a term',
    method: 'PUT',
    url: `/api/slang/${randomUUID()}`,
    body: { term: 'matrix', meaning: 'edited', language: 'us_english' },
    expected: adminNotFound,
  },
  {
    name: 'dictionary manager: delete a term',
    method: 'DELETE',
    url: `/api/slang/${randomUUID()}`,
    expected: adminNotFound,
  },
  // --- Editors (issue 10): every route × the five callers; an editor of another style gets 403. ---
  ...(
    [
      'gen_z_english',
      'gen_z_spanish',
      'rioplatense_spanish',
      'iraqi_arabic',
      'russian_genz',
      'persian_slang',
    ] as const
  ).map((style): AuthorizationRow => ({
    name: `editor: list ${style}`,
    method: 'GET',
    url: `/api/editor/${style}`,
    style,
    expected: styleEditor,
  })),
  {
    name: 'editor: list with filters (another style’s editor: 403)',
    method: 'GET',
    url: '/api/editor/translations?style=persian_slang&status=all&sort=newest&page=1',
    style: 'persian_slang',
    expected: styleEditor,
  },
  {
    name: 'editor: export CSV',
    method: 'GET',
    url: '/api/editor/translations/export?style=iraqi_arabic&status=all',
    style: 'iraqi_arabic',
    expected: styleEditor,
  },
  {
    name: 'editor: check a duplicate',
    method: 'GET',
    url: `/api/editor/check-duplicate?keyHash=${encodeURIComponent('gen_z_english|no cap')}`,
    expected: styleEditor,
  },
  {
    name: 'editor: add new slang (a new text each call)',
    method: 'POST',
    url: '/api/editor/add-slang',
    body: {
      finalOutput: 'that is bussin',
      targetStyle: 'gen_z_english',
      get sourceText() {
        return `matrix slang ${randomUUID().slice(0, 8)}`;
      },
    },
    expected: { ...styleEditor, editor: 201, admin: 201 },
  },
  {
    name: 'editor: an entry’s history',
    method: 'GET',
    url: ({ fixtureId }) => `/api/editor/translations/${fixtureId}/history`,
    fixture: createEditorEntry,
    expected: styleEditor,
  },
  {
    name: 'editor: edit an entry (version 1 of a fresh entry each call)',
    method: 'PATCH',
    url: ({ fixtureId }) => `/api/editor/translations/${fixtureId}`,
    fixture: createEditorEntry,
    body: { finalOutput: 'edited by the matrix', notes: 'checked', version: 1 },
    style: 'russian_genz',
    expected: styleEditor,
  },
  {
    name: 'editor: approve an entry',
    method: 'POST',
    url: ({ fixtureId }) => `/api/editor/translations/${fixtureId}/approve`,
    fixture: createEditorEntry,
    body: {},
    style: 'rioplatense_spanish',
    expected: styleEditor,
  },
  {
    name: 'editor: edit an entry that does not exist (editors pass the check, then 404)',
    method: 'PATCH',
    url: `/api/editor/translations/${randomUUID()}`,
    body: { finalOutput: 'x', version: 1 },
    expected: { ...styleEditor, otherEditor: 404, editor: 404, admin: 404 },
  },
  // --- Review queue (admin) ---
  {
    name: 'admin: review queue',
    method: 'GET',
    url: '/api/admin/review-queue',
    expected: adminOnly,
  },
  {
    name: 'admin: promote a review (a fresh pending review each call)',
    method: 'POST',
    url: ({ fixtureId }) => `/api/admin/review-queue/${fixtureId}/promote`,
    fixture: createReview,
    body: { finalOutput: 'a better translation', adminNotes: '' },
    expected: adminOnly,
  },
  {
    name: 'admin: delete a review',
    method: 'DELETE',
    url: ({ fixtureId }) => `/api/admin/review-queue/${fixtureId}`,
    fixture: createReview,
    expected: adminOnly,
  },
  // --- Flashcards (issue 11) ---
  // Decks and due counts read signed out too (built-in decks only, nothing due); a custom deck is its owner's
  // alone, so another account's deck (the fixture) is a 404 for every caller, admin included. Built-in decks
  // cannot be changed: 403.
  {
    name: 'flashcards: list decks',
    method: 'GET',
    url: '/api/flashcards/decks',
    expected: everyone,
  },
  {
    name: 'flashcards: a built-in deck',
    method: 'GET',
    url: `/api/flashcards/decks/${DEFAULT_DECK_ID}`,
    expected: everyone,
  },
  {
    name: 'flashcards: another account’s deck',
    method: 'GET',
    url: ({ fixtureId }) => `/api/flashcards/decks/${fixtureId}`,
    fixture: createForeignDeck,
    expected: notFoundForAll,
  },
  {
    name: 'flashcards: create a custom deck',
    method: 'POST',
    url: '/api/flashcards/decks',
    body: { name: 'Matrix deck', cards: [{ term: 'no cap', meaning: 'no lie' }] },
    expected: created,
  },
  {
    name: 'flashcards: edit another account’s deck',
    method: 'PUT',
    url: ({ fixtureId }) => `/api/flashcards/decks/${fixtureId}`,
    fixture: createForeignDeck,
    body: { name: 'Taken over', cards: [{ term: 'no cap', meaning: 'no lie' }] },
    expected: signedInNotFound,
  },
  {
    name: 'flashcards: edit a built-in deck',
    method: 'PUT',
    url: `/api/flashcards/decks/${DEFAULT_DECK_ID}`,
    body: { name: 'Renamed', cards: [{ term: 'no cap', meaning: 'no lie' }] },
    expected: signedInForbidden,
  },
  {
    name: 'flashcards: delete another account’s deck',
    method: 'DELETE',
    url: ({ fixtureId }) => `/api/flashcards/decks/${fixtureId}`,
    fixture: createForeignDeck,
    expected: signedInNotFound,
  },
  {
    name: 'flashcards: delete a built-in deck',
    method: 'DELETE',
    url: `/api/flashcards/decks/${DEFAULT_DECK_ID}`,
    expected: signedInForbidden,
  },
  {
    name: 'flashcards: add to My slang',
    method: 'POST',
    url: '/api/flashcards/my-slang',
    body: { term: 'rizz', meaning: 'charm' },
    expected: signedInOnly,
  },
  {
    name: 'flashcards: progress of a built-in deck',
    method: 'GET',
    url: `/api/flashcards/progress/${DEFAULT_DECK_ID}`,
    expected: signedInOnly,
  },
  {
    name: 'flashcards: progress of another account’s deck',
    method: 'GET',
    url: ({ fixtureId }) => `/api/flashcards/progress/${fixtureId}`,
    fixture: createForeignDeck,
    expected: signedInNotFound,
  },
  {
    name: 'flashcards: quiz result',
    method: 'POST',
    url: '/api/flashcards/quiz-result',
    body: { deckId: DEFAULT_DECK_ID, packNumber: 1, score: 1, totalQuestions: 1 },
    expected: signedInOnly,
  },
  {
    // A body cannot name a fixture; a deck nobody owns takes the same path (flashcards.test.ts sends another
    // account's deck).
    name: 'flashcards: quiz result on a custom deck that is not the caller’s',
    method: 'POST',
    url: '/api/flashcards/quiz-result',
    body: {
      deckId: '00000000-0000-4000-8000-000000000000',
      packNumber: 1,
      score: 1,
      totalQuestions: 1,
    },
    expected: signedInNotFound,
  },
  {
    name: 'flashcards: review schedule',
    method: 'GET',
    url: '/api/flashcards/reviews',
    expected: signedInOnly,
  },
  {
    name: 'flashcards: review schedule of another account’s deck',
    method: 'GET',
    url: ({ fixtureId }) => `/api/flashcards/reviews?deckId=${fixtureId}`,
    fixture: createForeignDeck,
    expected: signedInNotFound,
  },
  {
    name: 'flashcards: review a card',
    method: 'POST',
    url: '/api/flashcards/reviews',
    body: {
      deckId: DEFAULT_DECK_ID,
      rating: 'good',
      // Read when the row runs: the deck's content is loaded on first use.
      get cardKey() {
        return cardKeyOf(builtInDeck(DEFAULT_DECK_ID)?.cards[0]?.term ?? 'missing deck');
      },
    },
    expected: signedInOnly,
  },
  { name: 'flashcards: due counts', method: 'GET', url: '/api/flashcards/due', expected: everyone },
  {
    name: 'flashcards: import what the browser kept (nothing)',
    method: 'POST',
    url: '/api/flashcards/import',
    body: { decks: [], progress: [], reviews: [] },
    expected: signedInOnly,
  },
  // Review settings and the FSRS optimizer (issue 29 item 1): the caller's own only. No caller has reviews, so
  // a fit is refused with 409 (too few reviews) once past the sign-in check.
  {
    name: 'flashcards: review settings',
    method: 'GET',
    url: '/api/flashcards/settings',
    expected: signedInOnly,
  },
  {
    name: 'flashcards: set the desired retention',
    method: 'PUT',
    url: '/api/flashcards/settings',
    body: { desiredRetention: 0.9 },
    expected: signedInOnly,
  },
  {
    name: 'flashcards: fit FSRS parameters now (too few reviews)',
    method: 'POST',
    url: '/api/flashcards/optimize',
    expected: { anonymous: 401, user: 409, otherEditor: 409, editor: 409, admin: 409 },
  },
  // Issue 29 item 2: each caller's own statistics; no parameter names another account.
  {
    name: 'flashcards: my review statistics',
    method: 'GET',
    url: '/api/flashcards/stats?tz=Europe%2FParis',
    expected: signedInOnly,
  },
  // Issue 29 item 5: the caller's own cards as a download; another account's deck is a 404 like a missing one.
  {
    name: 'flashcards: export my review cards',
    method: 'GET',
    url: '/api/flashcards/export?format=csv',
    expected: signedInOnly,
  },
  {
    name: 'flashcards: export a built-in deck for Anki',
    method: 'GET',
    url: `/api/flashcards/export?format=apkg&deckId=${DEFAULT_DECK_ID}`,
    expected: signedInOnly,
  },
  {
    name: 'flashcards: export another account’s deck',
    method: 'GET',
    url: ({ fixtureId }) => `/api/flashcards/export?format=csv&deckId=${fixtureId}`,
    fixture: createForeignDeck,
    expected: signedInNotFound,
  },
  // --- Daily review reminders (issue 29 item 4) ---
  // Each caller's own settings and browsers; a subscription endpoint sent by another caller moves to that caller
  // (one browser, one account), and deleting one only ever deletes the caller's own.
  {
    name: 'reminders: my reminder settings',
    method: 'GET',
    url: '/api/reminders',
    expected: signedInOnly,
  },
  {
    name: 'reminders: set my reminder',
    method: 'PUT',
    url: '/api/reminders',
    body: { enabled: false, time: '19:00', timeZone: 'Europe/Paris' },
    expected: signedInOnly,
  },
  {
    name: 'reminders: subscribe a browser',
    method: 'POST',
    url: '/api/reminders/subscriptions',
    body: {
      endpoint: 'https://push.example.com/matrix-subscription',
      keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
    },
    expected: noContent,
  },
  {
    name: 'reminders: unsubscribe a browser',
    method: 'DELETE',
    url: '/api/reminders/subscriptions',
    body: { endpoint: 'https://push.example.com/matrix-subscription' },
    expected: noContent,
  },
  // --- Visit streak (issue 12 item 2) ---
  // Each caller reads and merges into their own account's record only; there is no way to name another's.
  {
    name: 'streak: read my visit streak',
    method: 'GET',
    url: '/api/streak',
    expected: signedInOnly,
  },
  {
    name: 'streak: merge my visit streak',
    method: 'PUT',
    url: '/api/streak',
    body: { streak: { current: 1, best: 1, lastDate: '2026-01-05', startedAt: '2026-01-05' } },
    expected: signedInOnly,
  },
  // --- API keys on the dashboard (issue 13 item 1) ---
  // Each caller manages their own keys only; another account's key does not exist for them (admins included).
  { name: 'api keys: list mine', method: 'GET', url: '/api/api-keys', expected: signedInOnly },
  {
    // Two keys per caller (cookie and bearer), far below the limit of ten.
    name: 'api keys: create one',
    method: 'POST',
    url: '/api/api-keys',
    body: { name: 'Matrix key' },
    expected: created,
  },
  {
    name: 'api keys: revoke another account’s key',
    method: 'DELETE',
    url: ({ fixtureId }) => `/api/api-keys/${fixtureId}`,
    fixture: createForeignApiKey,
    expected: signedInNotFound,
  },
  // --- The public API v1 (issue 13 items 2, 3): any account's key, nothing else ---
  {
    name: 'v1: translate',
    method: 'POST',
    url: '/v1/translate',
    body: { from: 'standard_english', to: 'gen_z_english', text: 'that party was great' },
    apiKey: true,
    expected: signedInOnly,
  },
  {
    name: 'v1: speak',
    method: 'POST',
    url: '/v1/tts',
    body: { text: 'no cap', voice: 'gen_z_english' },
    apiKey: true,
    expected: signedInOnly,
  },
  {
    name: 'v1: history (the key owner’s own)',
    method: 'GET',
    url: '/v1/history',
    apiKey: true,
    expected: signedInOnly,
  },
  {
    name: 'v1: languages',
    method: 'GET',
    url: '/v1/languages',
    apiKey: true,
    expected: signedInOnly,
  },
  { name: 'v1: usage', method: 'GET', url: '/v1/usage', apiKey: true, expected: signedInOnly },
  {
    name: 'v1: look up a dictionary term',
    method: 'GET',
    url: ({ fixtureId }) => `/v1/dictionary/${fixtureId}`,
    fixture: createTermSlug,
    apiKey: true,
    expected: signedInOnly,
  },
  {
    name: 'v1: search the dictionary',
    method: 'GET',
    url: '/v1/dictionary/search?q=rizz',
    apiKey: true,
    expected: signedInOnly,
  },
];

/**
 * Routes anyone may call. Every other route under /api and /v1 must have a row above (the test checks it), so a new
 * endpoint cannot ship without its authorization being decided and tested.
 */
export const PUBLIC_ROUTES: readonly string[] = [
  'GET /api/health',
  // Readiness and liveness for load balancers and orchestrators: whether the database and Redis answer.
  'GET /api/health/ready',
  'GET /api/health/live',
  'POST /api/feedback',
  'POST /api/send-message',
  'GET /api/settings/:key',
  'POST /api/telemetry',
  // The translator and its voice work signed out (spec 1 §3); both are rate-limited per client.
  'POST /api/translate',
  // Which pairs the pickers may offer (whether an AI provider is configured): nothing private.
  'GET /api/translate/capabilities',
  // Which style a text looks written in (issue 27): the translator's hint, signed out too, rate-limited per client.
  'POST /api/detect',
  'POST /api/voice/generate',
  // Sharing a translation as a public link (issue 26): visitors share too (spec 1 §6), rate-limited; the link's
  // content is public by the sharer's choice.
  'POST /api/shares',
  'GET /api/shares/:id',
  // The dictionary (spec 2 §6): anyone browses, searches, submits, suggests and reports (rate-limited).
  'GET /api/dictionary/catalog',
  'GET /api/dictionary/catalog/:country/:category',
  'GET /api/slang/:slug',
  'GET /api/search',
  'POST /api/slang-submissions',
  'POST /api/slang/suggest',
  'POST /api/slang/:slug/report',
  // The word of the day and its feed (issue 28): public.
  'GET /api/word-of-the-day',
  'GET /api/word-of-the-day/archive',
  'GET /api/trending',
  // Reports of one definition, like reports of a term page: visitors may send them (rate-limited).
  'POST /api/definitions/:id/report',
  // A contributor's public page (issue 28 item 5): nothing private on it.
  'GET /api/users/:handle',
  'POST /api/auth/sign-up/email',
  'POST /api/auth/sign-in/email',
  // A forgotten password: the request answers the same for every address; the reset needs the mailed token.
  'POST /api/auth/request-password-reset',
  'POST /api/auth/reset-password',
  'GET /api/auth/sync',
  'GET /api/auth/providers',
  // Better Auth's own endpoints (get-session, social sign-in, OAuth callbacks, ...): it checks them itself.
  'GET /api/auth/*',
  'POST /api/auth/*',
  // The public API's OpenAPI document (issue 13 item 4) and the CORS preflight of /v1 (browsers send it without
  // the key; it answers headers only).
  'GET /v1/openapi.json',
  'OPTIONS /v1/*',
];
