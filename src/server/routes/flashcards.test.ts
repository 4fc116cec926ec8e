// The flashcards API (spec 2 §7 "Flashcards"; issue 11 items 2, 4, 5): decks (built-in and custom, owner-scoped,
// validated as spec 2 §5 says), progress decided by the server (unlock rules, forged results refused, concurrent
// results all counted), "My slang" (created once, even under concurrent calls), the FSRS schedule with its logs,
// the due counts, and the import of what a browser kept. Who may call what in general is in the authorization
// matrix.
//
// PostgreSQL runs share one database with other files: every assertion is about rows of this file's own users.
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { applyQuizResult, cardKeyOf, FLASHCARD_SETTINGS } from '@shared/flashcards/packs';
import {
  newReviewCard,
  reviewCard,
  type ReviewCardState,
} from '@shared/flashcards/review-scheduler';
import {
  addToMySlangResponseSchema,
  CUSTOM_DECKS_PER_USER_MAX,
  DEFAULT_DECK_ID,
  deckListSchema,
  deckResponseSchema,
  dueCountsSchema,
  MY_SLANG_DECK_NAME,
  progressResponseSchema,
  quizResultResponseSchema,
  reviewResponseSchema,
  reviewsResponseSchema,
  type Deck,
  type DeckSummary,
  type ImportInput,
  type ProgressResponse,
  type QuizResultResponse,
  type ReviewsResponse,
  type ScheduledCard,
} from '@shared/schemas/flashcards';
import { UNSAFE_TEXT_MESSAGE } from '@shared/schemas/text';
import {
  flashcardDecks,
  flashcardProgress,
  reviewLogs,
  reviewSchedule,
  type StoredCard,
} from '../db/schema';
import { builtInDeck, loadBuiltInDecks } from '../flashcards/content';
import {
  BUILT_IN_READ_ONLY_MESSAGE,
  DECK_LIMIT_MESSAGE,
  DECK_NOT_FOUND_MESSAGE,
  MY_SLANG_TAKEN_MESSAGE,
} from '../flashcards/decks';
import { DUPLICATE_LOCAL_ID_MESSAGE, OUT_OF_RANGE_MESSAGE } from '../flashcards/import';
import { MY_SLANG_LOCALE_HINT } from '../flashcards/my-slang';
import { CARD_NOT_IN_DECK_MESSAGE, startOfUtcDay } from '../flashcards/reviews';
import { createSignedInUser, type TestSession } from '../test/auth-helpers';
import { callApi, expectApiError, expectOk, type ApiMethod } from '../test/api-calls';
import { createForeignDeck } from '../test/flashcard-fixtures';
import { forEachDatabase, JSON_HEADERS } from '../test/test-app';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** `count` whole cards: "term 1" … (keys "term 1" …). */
const cardsOf = (count: number, prefix = 'term'): StoredCard[] =>
  Array.from({ length: count }, (_, index) => ({
    term: `${prefix} ${index + 1}`,
    meaning: `meaning ${index + 1}`,
  }));

forEachDatabase('Flashcards API', (context) => {
  let alice: TestSession;
  let bob: TestSession;
  beforeEach(async () => {
    alice ??= await createSignedInUser(context.app, { name: 'Alice Learner' });
    bob ??= await createSignedInUser(context.app, { name: 'Bob Learner' });
  });

  const call = (session: TestSession, method: ApiMethod, url: string, body?: unknown) =>
    callApi(context.app, session, method, url, body);
  const anonymous = (method: ApiMethod, url: string, body?: unknown) =>
    context.app.inject({
      method,
      url,
      headers: body === undefined ? {} : JSON_HEADERS,
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  /** A fresh account, for tests that count what one account has. */
  const newUser = () => createSignedInUser(context.app, { name: 'Fresh Learner' });

  const createDeck = async (session: TestSession, body: unknown): Promise<Deck> => {
    const { deck } = expectOk<{ deck: Deck }>(
      await call(session, 'POST', '/api/flashcards/decks', body),
      201,
    );
    expect(() => deckResponseSchema.parse({ deck })).not.toThrow();
    return deck;
  };
  const deckWith = (session: TestSession, count: number, name = 'Practice deck') =>
    createDeck(session, { name, cards: cardsOf(count) });

  const progressOf = async (session: TestSession, deckId: string) => {
    const body = expectOk<ProgressResponse>(
      await call(session, 'GET', `/api/flashcards/progress/${deckId}`),
    );
    expect(() => progressResponseSchema.parse(body)).not.toThrow();
    return body.progress;
  };
  const quiz = (
    session: TestSession,
    deckId: string,
    packNumber: number,
    score: number,
    totalQuestions: number,
  ) =>
    call(session, 'POST', '/api/flashcards/quiz-result', {
      deckId,
      packNumber,
      score,
      totalQuestions,
    });
  const passQuiz = async (...args: Parameters<typeof quiz>) => {
    const body = expectOk<QuizResultResponse>(await quiz(...args));
    expect(() => quizResultResponseSchema.parse(body)).not.toThrow();
    return body;
  };
  const review = (session: TestSession, deckId: string, cardKey: string, rating: string) =>
    call(session, 'POST', '/api/flashcards/reviews', { deckId, cardKey, rating });
  const reviewsOf = async (session: TestSession, deckId?: string) => {
    const body = expectOk<ReviewsResponse>(
      await call(
        session,
        'GET',
        `/api/flashcards/reviews${deckId ? `?deckId=${encodeURIComponent(deckId)}` : ''}`,
      ),
    );
    expect(() => reviewsResponseSchema.parse(body)).not.toThrow();
    return body;
  };
  const dueOf = async (session: TestSession) => {
    const body = expectOk<{ due: Record<string, number> }>(
      await call(session, 'GET', '/api/flashcards/due'),
    );
    expect(() => dueCountsSchema.parse(body)).not.toThrow();
    return body.due;
  };
  const scheduleRows = (userId: string, deckId: string) =>
    context.db
      .select()
      .from(reviewSchedule)
      .where(and(eq(reviewSchedule.userId, userId), eq(reviewSchedule.deckId, deckId)));
  const logRows = (userId: string, deckId: string) =>
    context.db
      .select()
      .from(reviewLogs)
      .where(and(eq(reviewLogs.userId, userId), eq(reviewLogs.deckId, deckId)))
      .orderBy(reviewLogs.reviewedAt);
  const deckRows = (userId: string) =>
    context.db.select().from(flashcardDecks).where(eq(flashcardDecks.userId, userId));
  const expectNotFound = (response: LightMyRequestResponse) =>
    expectApiError(response, 404, 'NOT_FOUND', DECK_NOT_FOUND_MESSAGE);

  // --- Decks ------------------------------------------------------------------------------------------------

  describe('decks', () => {
    it('lists the built-in decks signed out (gen_z_english first, no cards), and adds the caller’s own signed in', async () => {
      const builtIn = loadBuiltInDecks();
      const signedOut = expectOk<{ decks: DeckSummary[] }>(
        await anonymous('GET', '/api/flashcards/decks'),
      );
      expect(() => deckListSchema.parse(signedOut)).not.toThrow();
      expect(signedOut.decks.map((deck) => deck.id)).toEqual(builtIn.map((deck) => deck.id));
      expect(signedOut.decks[0]).toMatchObject({
        id: DEFAULT_DECK_ID,
        isCustom: false,
        cardCount: builtIn[0]!.cards.length,
        createdAt: expect.stringMatching(ISO_DATE) as unknown,
      });
      expect(signedOut.decks.some((deck) => 'cards' in deck)).toBe(false);

      const user = await newUser();
      const first = await deckWith(user, 2, 'First');
      const second = await deckWith(user, 3, 'Second');
      const others = await deckWith(bob, 1, 'Bob’s');
      const signedIn = expectOk<{ decks: DeckSummary[] }>(
        await call(user, 'GET', '/api/flashcards/decks'),
      );
      expect(signedIn.decks.map((deck) => deck.id)).toEqual([
        ...builtIn.map((deck) => deck.id),
        first.id,
        second.id,
      ]);
      expect(signedIn.decks.at(-1)).toMatchObject({ name: 'Second', isCustom: true, cardCount: 3 });
      expect(signedIn.decks.map((deck) => deck.id)).not.toContain(others.id);
    });

    it('loads a built-in deck for anyone, a custom deck for its owner only, and 404s the rest', async () => {
      const deck = expectOk<{ deck: Deck }>(
        await anonymous('GET', `/api/flashcards/decks/${DEFAULT_DECK_ID}`),
      ).deck;
      expect(deck).toMatchObject({ id: DEFAULT_DECK_ID, isCustom: false, speechLocale: 'en-US' });
      expect(deck.cards).toEqual(builtInDeck(DEFAULT_DECK_ID)!.cards);

      const own = await deckWith(alice, 2);
      expect(
        expectOk<{ deck: Deck }>(await call(alice, 'GET', `/api/flashcards/decks/${own.id}`)).deck,
      ).toEqual(own);
      expectNotFound(await call(bob, 'GET', `/api/flashcards/decks/${own.id}`));
      expectNotFound(await anonymous('GET', `/api/flashcards/decks/${own.id}`));
      expectNotFound(await call(alice, 'GET', '/api/flashcards/decks/no_such_deck'));
      expectNotFound(
        await call(alice, 'GET', '/api/flashcards/decks/00000000-0000-4000-8000-000000000000'),
      );
      expectApiError(
        await call(alice, 'GET', '/api/flashcards/decks/not%20an%20id'),
        400,
        'VALIDATION_FAILED',
        'Unknown deck id.',
      );
    });

    it('creates a custom deck with the spec’s defaults, dropping incomplete cards, and stores it', async () => {
      const deck = await createDeck(alice, {
        name: '  Travel slang ',
        cards: [
          { term: ' no cap ', meaning: ' no lie ', example: ' For real, no cap. ' },
          { term: 'half', meaning: '' },
          { term: '', meaning: 'missing term' },
          { term: 'bussin', meaning: 'really good', example: '   ' },
        ],
      });
      expect(deck).toMatchObject({
        name: 'Travel slang',
        description: 'Custom deck: Travel slang',
        localeHint: 'Custom',
        speechLocale: 'en-US',
        isCustom: true,
        cardCount: 2,
        cards: [
          { term: 'no cap', meaning: 'no lie', example: 'For real, no cap.' },
          { term: 'bussin', meaning: 'really good' },
        ],
      });
      const [row] = await context.db
        .select()
        .from(flashcardDecks)
        .where(eq(flashcardDecks.id, deck.id));
      expect(row).toMatchObject({ userId: alice.userId, name: 'Travel slang', cards: deck.cards });

      // A locale hint naming a built-in deck's language speaks in it.
      const iraqi = await createDeck(alice, {
        name: 'Baghdad',
        localeHint: 'Iraqi Arabic',
        cards: [{ term: 'شلونك', meaning: 'how are you' }],
      });
      expect(iraqi.speechLocale).toBe('ar-IQ');
    });

    it('refuses a deck without a name or a whole card, and bad input, with the spec’s messages', async () => {
      const bad = async (body: unknown, message: string | RegExp) =>
        expectApiError(
          await call(alice, 'POST', '/api/flashcards/decks', body),
          400,
          'VALIDATION_FAILED',
          message,
        );
      await bad({ name: '   ', cards: [{ term: 'a', meaning: 'b' }] }, 'Deck name is required.');
      await bad({ cards: [{ term: 'a', meaning: 'b' }] }, 'Deck name is required.');
      await bad(
        { name: 'Empty', cards: [{ term: 'only a term', meaning: ' ' }] },
        'Add at least one card with both a term and a meaning.',
      );
      await bad(
        { name: 'Empty', cards: [] },
        'Add at least one card with both a term and a meaning.',
      );
      await bad(
        { name: 'x'.repeat(61), cards: cardsOf(1) },
        'Deck name must be 60 characters or less.',
      );
      await bad({ name: 'List', cards: 'no' }, 'Cards must be a list.');
      await bad({ name: 'Big', cards: cardsOf(501) }, 'A deck holds at most 500 cards.');
      await bad(
        { name: 'Long', cards: [{ term: 't'.repeat(101), meaning: 'm' }] },
        'A term must be 100 characters or less.',
      );
      await bad({ name: 'Nul\u0000', cards: cardsOf(1) }, UNSAFE_TEXT_MESSAGE);
      expectApiError(
        await anonymous('POST', '/api/flashcards/decks', { name: 'x', cards: cardsOf(1) }),
        401,
        'UNAUTHORIZED',
        'Unauthorized: please sign in.',
      );
    });

    it('takes a full deck of 500 long cards (past the default body limit)', async () => {
      const cards = Array.from({ length: 500 }, (_, index) => ({
        term: `${index} ${'t'.repeat(90)}`,
        meaning: 'm'.repeat(300),
        example: 'e'.repeat(300),
      }));
      const deck = await createDeck(alice, { name: 'Huge', cards });
      expect(deck.cardCount).toBe(500);
    });

    it(`allows ${CUSTOM_DECKS_PER_USER_MAX} custom decks per account, then answers 409`, async () => {
      const user = await newUser();
      await context.db.insert(flashcardDecks).values(
        Array.from({ length: CUSTOM_DECKS_PER_USER_MAX - 1 }, (_, index) => ({
          userId: user.userId,
          name: `Deck ${index}`,
          description: 'd',
          localeHint: 'Custom',
          cards: cardsOf(1),
        })),
      );
      await deckWith(user, 1, 'The last one');
      expectApiError(
        await call(user, 'POST', '/api/flashcards/decks', {
          name: 'One too many',
          cards: cardsOf(1),
        }),
        409,
        'CONFLICT',
        DECK_LIMIT_MESSAGE,
      );
      expect(await deckRows(user.userId)).toHaveLength(CUSTOM_DECKS_PER_USER_MAX);
    });

    it('edits the owner’s deck (schedules of removed cards go); 404 for another account’s, 403 for a built-in', async () => {
      const deck = await deckWith(alice, 3, 'Before');
      for (const card of deck.cards)
        expectOk(await review(alice, deck.id, cardKeyOf(card.term), 'good'));

      const response = await call(alice, 'PUT', `/api/flashcards/decks/${deck.id}`, {
        name: 'After',
        description: 'Edited',
        localeHint: 'Rioplatense Spanish',
        cards: [
          { term: 'term 1', meaning: 'meaning 1' },
          { term: 'che', meaning: 'hey' },
        ],
      });
      const edited = expectOk<{ deck: Deck }>(response).deck;
      expect(edited).toMatchObject({
        id: deck.id,
        name: 'After',
        description: 'Edited',
        localeHint: 'Rioplatense Spanish',
        speechLocale: 'es-AR',
        cardCount: 2,
        createdAt: deck.createdAt,
      });
      expect((await scheduleRows(alice.userId, deck.id)).map((row) => row.cardKey)).toEqual([
        'term 1',
      ]);

      const body = { name: 'Hijacked', cards: cardsOf(1) };
      expectNotFound(await call(bob, 'PUT', `/api/flashcards/decks/${deck.id}`, body));
      expectApiError(
        await call(alice, 'PUT', `/api/flashcards/decks/${DEFAULT_DECK_ID}`, body),
        403,
        'FORBIDDEN',
        BUILT_IN_READ_ONLY_MESSAGE,
      );
      expectNotFound(await call(alice, 'PUT', '/api/flashcards/decks/no_such_deck', body));
      expectApiError(
        await call(alice, 'PUT', `/api/flashcards/decks/${deck.id}`, { name: '', cards: [] }),
        400,
        'VALIDATION_FAILED',
        'Deck name is required.',
      );
      const [row] = await context.db
        .select()
        .from(flashcardDecks)
        .where(eq(flashcardDecks.id, deck.id));
      expect(row?.name).toBe('After');
    });

    it('deletes the owner’s deck with its progress and schedules; keeps the logs without the card text', async () => {
      const deck = await deckWith(alice, 10);
      expectOk(await quiz(alice, deck.id, 1, 10, 10));
      expectOk(await review(alice, deck.id, 'term 1', 'again'));
      expect(await logRows(alice.userId, deck.id)).toHaveLength(1);

      expectNotFound(await call(bob, 'DELETE', `/api/flashcards/decks/${deck.id}`));
      expectApiError(
        await call(alice, 'DELETE', `/api/flashcards/decks/${DEFAULT_DECK_ID}`),
        403,
        'FORBIDDEN',
        BUILT_IN_READ_ONLY_MESSAGE,
      );

      const response = await call(alice, 'DELETE', `/api/flashcards/decks/${deck.id}`);
      expect(response.statusCode, response.body).toBe(204);
      expect(response.body).toBe('');
      expect((await deckRows(alice.userId)).map((row) => row.id)).not.toContain(deck.id);
      const progress = await context.db
        .select()
        .from(flashcardProgress)
        .where(
          and(eq(flashcardProgress.userId, alice.userId), eq(flashcardProgress.deckId, deck.id)),
        );
      expect(progress).toEqual([]);
      expect(await scheduleRows(alice.userId, deck.id)).toEqual([]);
      const logs = await logRows(alice.userId, deck.id);
      expect(logs).toHaveLength(1);
      expect(logs[0]!.cardKey).toMatch(/^deleted:[0-9a-f]{32}$/);
      expect(logs[0]).toMatchObject({ rating: 'again', state: 'new' });

      expectNotFound(await call(alice, 'DELETE', `/api/flashcards/decks/${deck.id}`));
      expectNotFound(await call(alice, 'GET', `/api/flashcards/decks/${deck.id}`));
    });
  });

  // --- My slang ---------------------------------------------------------------------------------------------

  describe('My slang', () => {
    it('creates the deck on first use, skips a term it holds, and puts new cards in Review as due', async () => {
      const user = await newUser();
      const add = async (body: unknown) => {
        const result = expectOk<{ deck: DeckSummary; added: boolean }>(
          await call(user, 'POST', '/api/flashcards/my-slang', body),
        );
        expect(() => addToMySlangResponseSchema.parse(result)).not.toThrow();
        return result;
      };
      const first = await add({ term: 'Rizz', meaning: 'charm', example: 'He has rizz.' });
      expect(first).toMatchObject({
        added: true,
        deck: {
          name: MY_SLANG_DECK_NAME,
          localeHint: MY_SLANG_LOCALE_HINT,
          isCustom: true,
          cardCount: 1,
        },
      });
      const again = await add({ term: '  rIZZ ', meaning: 'another meaning' });
      expect(again).toMatchObject({ added: false, deck: { id: first.deck.id, cardCount: 1 } });
      const second = await add({ term: 'delulu', meaning: 'delusional', example: null });
      expect(second).toMatchObject({ added: true, deck: { id: first.deck.id, cardCount: 2 } });

      const deck = expectOk<{ deck: Deck }>(
        await call(user, 'GET', `/api/flashcards/decks/${first.deck.id}`),
      ).deck;
      expect(deck.cards).toEqual([
        { term: 'Rizz', meaning: 'charm', example: 'He has rizz.' },
        { term: 'delulu', meaning: 'delusional' },
      ]);

      // Both cards wait in Review, never reviewed and due now.
      const { cards } = await reviewsOf(user, first.deck.id);
      expect(cards.map((card) => card.cardKey).sort()).toEqual(['delulu', 'rizz']);
      for (const card of cards) {
        expect(card.state).toMatchObject({ state: 'new', reps: 0, lastReview: null });
        expect(Date.parse(card.state.due)).toBeLessThanOrEqual(Date.now());
      }
      expect(await dueOf(user)).toEqual({ [first.deck.id]: 2 });

      expectApiError(
        await call(user, 'POST', '/api/flashcards/my-slang', { term: ' ', meaning: 'x' }),
        400,
        'VALIDATION_FAILED',
        'A term is required.',
      );
      expectApiError(
        await call(user, 'POST', '/api/flashcards/my-slang', { term: 'x' }),
        400,
        'VALIDATION_FAILED',
        'A meaning is required.',
      );
    });

    it('creates one My slang deck under concurrent calls, with every card', async () => {
      const user = await newUser();
      const terms = ['slay', 'mid', 'ate', 'bet', 'cap'];
      const responses = await Promise.all(
        terms.map((term) =>
          call(user, 'POST', '/api/flashcards/my-slang', { term, meaning: term }),
        ),
      );
      for (const response of responses) expect(response.statusCode, response.body).toBe(200);
      const rows = await deckRows(user.userId);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.cards.map((card) => card.term).sort()).toEqual([...terms].sort());
      expect(await scheduleRows(user.userId, rows[0]!.id)).toHaveLength(terms.length);
    });

    it('keeps the name My slang for one deck', async () => {
      const user = await newUser();
      const mine = await createDeck(user, { name: MY_SLANG_DECK_NAME, cards: cardsOf(1) });
      // Made by hand, it is the deck the button fills.
      const added = expectOk<{ deck: DeckSummary; added: boolean }>(
        await call(user, 'POST', '/api/flashcards/my-slang', {
          term: 'sus',
          meaning: 'suspicious',
        }),
      );
      expect(added.deck).toMatchObject({ id: mine.id, cardCount: 2 });
      expectApiError(
        await call(user, 'POST', '/api/flashcards/decks', {
          name: MY_SLANG_DECK_NAME,
          cards: cardsOf(1),
        }),
        409,
        'CONFLICT',
        MY_SLANG_TAKEN_MESSAGE,
      );
      const other = await deckWith(user, 1, 'Other');
      expectApiError(
        await call(user, 'PUT', `/api/flashcards/decks/${other.id}`, {
          name: MY_SLANG_DECK_NAME,
          cards: cardsOf(1),
        }),
        409,
        'CONFLICT',
        MY_SLANG_TAKEN_MESSAGE,
      );
      // Editing My slang itself keeps its name.
      expectOk(
        await call(user, 'PUT', `/api/flashcards/decks/${mine.id}`, {
          name: MY_SLANG_DECK_NAME,
          cards: cardsOf(2),
        }),
      );
    });
  });

  // --- Progress and quiz results ----------------------------------------------------------------------------

  describe('progress', () => {
    it('answers the defaults and the settings before any quiz; 401 signed out, 404 for another’s deck', async () => {
      const deck = await deckWith(alice, 12);
      const body = expectOk<ProgressResponse>(
        await call(alice, 'GET', `/api/flashcards/progress/${deck.id}`),
      );
      expect(body).toEqual({
        progress: { unlockedPacks: [1], bestScorePerPack: {}, attempts: 0 },
        settings: { packSize: 10, unlockThreshold: 90, progressionEnabled: true },
      });
      expect(body.settings).toEqual(FLASHCARD_SETTINGS);
      expectApiError(
        await anonymous('GET', `/api/flashcards/progress/${DEFAULT_DECK_ID}`),
        401,
        'UNAUTHORIZED',
        'Unauthorized: please sign in.',
      );
      expectNotFound(await call(bob, 'GET', `/api/flashcards/progress/${deck.id}`));
      expectNotFound(await call(alice, 'GET', '/api/flashcards/progress/no_such_deck'));
      const foreign = await createForeignDeck(context.db);
      expectNotFound(await call(alice, 'GET', `/api/flashcards/progress/${foreign}`));
    });

    it('unlocks pack 2 at 9/10 on pack 1, not at 8/10, and keeps the best percent', async () => {
      const deck = await deckWith(alice, 25);
      const low = await passQuiz(alice, deck.id, 1, 8, 10);
      expect(low).toEqual({
        progress: { unlockedPacks: [1], bestScorePerPack: { '1': 80 }, attempts: 1 },
        packUnlocked: false,
        newPackNumber: null,
      });
      const high = await passQuiz(alice, deck.id, 1, 9, 10);
      expect(high).toEqual({
        progress: { unlockedPacks: [1, 2], bestScorePerPack: { '1': 90 }, attempts: 2 },
        packUnlocked: true,
        newPackNumber: 2,
      });
      // Passing again unlocks nothing new; a worse score does not lower the best.
      const repeat = await passQuiz(alice, deck.id, 1, 5, 10);
      expect(repeat).toMatchObject({
        progress: { unlockedPacks: [1, 2], bestScorePerPack: { '1': 90 }, attempts: 3 },
        packUnlocked: false,
      });
      // The last pack (5 cards) has no next pack to unlock.
      await passQuiz(alice, deck.id, 2, 10, 10);
      const last = await passQuiz(alice, deck.id, 3, 5, 5);
      expect(last).toMatchObject({
        progress: { unlockedPacks: [1, 2, 3], bestScorePerPack: { '1': 90, '2': 100, '3': 100 } },
        packUnlocked: false,
        newPackNumber: null,
      });
      expect(await progressOf(alice, deck.id)).toEqual(last.progress);
    });

    it('refuses forged results with a 400 and leaves the progress as it was', async () => {
      const deck = await deckWith(alice, 25);
      await passQuiz(alice, deck.id, 1, 5, 10);
      const before = await progressOf(alice, deck.id);
      // The answer carries applyQuizResult's own message (the one rule the browser runs too).
      const refused = async ([packNumber, score, totalQuestions]: [number, number, number]) => {
        const outcome = applyQuizResult(before, { packNumber, score, totalQuestions }, 25);
        if (outcome.ok) throw new Error('the shared rule accepts this result');
        expectApiError(
          await quiz(alice, deck.id, packNumber, score, totalQuestions),
          400,
          'VALIDATION_FAILED',
          outcome.message,
        );
        expect(await progressOf(alice, deck.id)).toEqual(before);
        return outcome.message;
      };
      expect(await refused([3, 10, 10])).toMatch(/Pack 3 is locked/);
      expect(await refused([2, 10, 10])).toMatch(/Pack 2 is locked/);
      expect(await refused([99, 10, 10])).toMatch(/no pack 99/);
      expect(await refused([1, 11, 10])).toMatch(/score/);
      expect(await refused([1, 11, 11])).toMatch(/between 1 and 10 questions/);
      // Bad input, caught by the schema.
      const invalid = async (body: unknown, message: string) => {
        expectApiError(
          await call(alice, 'POST', '/api/flashcards/quiz-result', body),
          400,
          'VALIDATION_FAILED',
          message,
        );
        expect(await progressOf(alice, deck.id)).toEqual(before);
      };
      const valid = { deckId: deck.id, packNumber: 1, score: 1, totalQuestions: 1 };
      await invalid({ ...valid, score: -1 }, 'score cannot be negative.');
      await invalid({ ...valid, packNumber: 0 }, 'packNumber starts at 1.');
      await invalid({ ...valid, totalQuestions: 0 }, 'A quiz has at least one question.');
      await invalid({ ...valid, score: 1.5 }, 'score must be a whole number.');
      await invalid({ ...valid, score: '9' }, 'score must be a number.');

      // Nothing at all is written for a refused first result.
      const fresh = await deckWith(alice, 25);
      expectApiError(await quiz(alice, fresh.id, 2, 10, 10), 400, 'VALIDATION_FAILED', /locked/);
      const rows = await context.db
        .select()
        .from(flashcardProgress)
        .where(
          and(eq(flashcardProgress.userId, alice.userId), eq(flashcardProgress.deckId, fresh.id)),
        );
      expect(rows).toEqual([]);
    });

    it('unlocks only after a quiz over every card of the pack', async () => {
      const deck = await deckWith(alice, 20);
      const partial = await passQuiz(alice, deck.id, 1, 9, 9);
      expect(partial).toMatchObject({
        progress: { unlockedPacks: [1], attempts: 1 },
        packUnlocked: false,
        newPackNumber: null,
      });
      const whole = await passQuiz(alice, deck.id, 1, 9, 10);
      expect(whole).toMatchObject({ progress: { unlockedPacks: [1, 2] }, packUnlocked: true });
    });

    it('counts both of two concurrent results', async () => {
      const deck = await deckWith(alice, 20);
      const responses = await Promise.all([
        quiz(alice, deck.id, 1, 9, 10),
        quiz(alice, deck.id, 1, 7, 10),
        quiz(alice, deck.id, 1, 10, 10),
      ]);
      const bodies = responses.map((response) => expectOk<QuizResultResponse>(response));
      // Exactly one of them unlocked pack 2.
      expect(bodies.filter((body) => body.packUnlocked)).toHaveLength(1);
      expect(await progressOf(alice, deck.id)).toEqual({
        unlockedPacks: [1, 2],
        bestScorePerPack: { '1': 100 },
        attempts: 3,
      });
    });

    it('records results on a built-in deck, per account; 404 on another account’s deck', async () => {
      const user = await newUser();
      const unlocked = await passQuiz(user, DEFAULT_DECK_ID, 1, 10, 10);
      expect(unlocked).toMatchObject({ packUnlocked: true, newPackNumber: 2 });
      const other = await newUser();
      expect(await progressOf(other, DEFAULT_DECK_ID)).toEqual({
        unlockedPacks: [1],
        bestScorePerPack: {},
        attempts: 0,
      });
      const foreign = await createForeignDeck(context.db);
      expectNotFound(await quiz(user, foreign, 1, 1, 1));
      expectNotFound(await quiz(user, 'no_such_deck', 1, 1, 1));
    });
  });

  // --- Reviews ----------------------------------------------------------------------------------------------

  describe('reviews', () => {
    it('schedules a review with FSRS and writes its log in the same call', async () => {
      const user = await newUser();
      const deck = await deckWith(user, 3);
      const before = Date.now();
      const first = expectOk<{ card: ScheduledCard }>(
        await review(user, deck.id, 'term 1', 'good'),
      );
      expect(() => reviewResponseSchema.parse(first)).not.toThrow();
      expect(first.card).toMatchObject({
        deckId: deck.id,
        cardKey: 'term 1',
        leech: false,
        state: { state: 'learning', reps: 1, lapses: 0 },
      });
      expect(Date.parse(first.card.state.due)).toBeGreaterThan(before);
      const [row] = await scheduleRows(user.userId, deck.id);
      expect(row).toMatchObject({ cardKey: 'term 1', state: 'learning', reps: 1 });

      // The key is folded on the server too: the term as shown is accepted.
      const second = expectOk<{ card: ScheduledCard }>(
        await review(user, deck.id, '  TERM   1 ', 'again'),
      );
      expect(second.card.state).toMatchObject({ reps: 2 });
      const logs = await logRows(user.userId, deck.id);
      expect(logs.map((log) => [log.cardKey, log.rating, log.state])).toEqual([
        ['term 1', 'good', 'new'],
        ['term 1', 'again', 'learning'],
      ]);
      // The log holds the state before the review, as ts-fsrs reports it.
      const expected = reviewCard(null, 'good', logs[0]!.reviewedAt);
      expect(logs[1]).toMatchObject({
        stability: expected.card.stability,
        difficulty: expected.card.difficulty,
      });

      const listed = await reviewsOf(user, deck.id);
      expect(listed.cards).toHaveLength(1);
      expect(listed.doneToday).toEqual({ newCards: 1, reviews: 1 });
      expect((await reviewsOf(user)).cards.map((card) => card.deckId)).toEqual([deck.id]);
    });

    it('applies two concurrent reviews of one card one after the other', async () => {
      const user = await newUser();
      const deck = await deckWith(user, 1);
      const responses = await Promise.all([
        review(user, deck.id, 'term 1', 'good'),
        review(user, deck.id, 'term 1', 'good'),
      ]);
      for (const response of responses) expect(response.statusCode, response.body).toBe(200);
      const [row] = await scheduleRows(user.userId, deck.id);
      expect(row?.reps).toBe(2);
      const logs = await logRows(user.userId, deck.id);
      expect(logs.map((log) => log.state)).toEqual(['new', 'learning']);
    });

    it('refuses a card not in the deck, another account’s deck, a bad rating, and signed-out calls', async () => {
      const deck = await deckWith(alice, 2);
      expectApiError(
        await review(alice, deck.id, 'not a card', 'good'),
        404,
        'NOT_FOUND',
        CARD_NOT_IN_DECK_MESSAGE,
      );
      expectNotFound(await review(bob, deck.id, 'term 1', 'good'));
      expectApiError(
        await review(alice, deck.id, 'term 1', 'easy'),
        400,
        'VALIDATION_FAILED',
        'rating must be again or good.',
      );
      expectApiError(
        await anonymous('POST', '/api/flashcards/reviews', {
          deckId: deck.id,
          cardKey: 'term 1',
          rating: 'good',
        }),
        401,
        'UNAUTHORIZED',
        'Unauthorized: please sign in.',
      );
      expectNotFound(await call(bob, 'GET', `/api/flashcards/reviews?deckId=${deck.id}`));
      expect(await scheduleRows(alice.userId, deck.id)).toEqual([]);
      expect(await logRows(alice.userId, deck.id)).toEqual([]);
    });

    it('reviews a built-in deck’s card', async () => {
      const user = await newUser();
      const term = builtInDeck(DEFAULT_DECK_ID)!.cards[0]!.term;
      const { card } = expectOk<{ card: ScheduledCard }>(
        await review(user, DEFAULT_DECK_ID, cardKeyOf(term), 'again'),
      );
      expect(card).toMatchObject({ deckId: DEFAULT_DECK_ID, cardKey: cardKeyOf(term) });
    });

    it('counts today from the start of the UTC day, and marks a card forgotten 8 times as a leech', async () => {
      const user = await newUser();
      const deck = await deckWith(user, 2);
      expectOk(await review(user, deck.id, 'term 1', 'good'));
      const justBefore = new Date(startOfUtcDay(new Date()).getTime() - 1);
      const old = reviewCard(null, 'good', justBefore).log;
      await context.db.insert(reviewLogs).values({
        userId: user.userId,
        deckId: deck.id,
        cardKey: 'term 2',
        rating: old.rating,
        state: 'review',
        due: new Date(old.due),
        stability: old.stability,
        difficulty: old.difficulty,
        elapsedDays: old.elapsedDays,
        lastElapsedDays: old.lastElapsedDays,
        scheduledDays: old.scheduledDays,
        learningSteps: old.learningSteps,
        reviewedAt: justBefore,
      });
      expect((await reviewsOf(user, deck.id)).doneToday).toEqual({ newCards: 1, reviews: 0 });

      await context.db
        .update(reviewSchedule)
        .set({ lapses: 8 })
        .where(and(eq(reviewSchedule.userId, user.userId), eq(reviewSchedule.deckId, deck.id)));
      const [card] = (await reviewsOf(user, deck.id)).cards;
      expect(card).toMatchObject({ cardKey: 'term 1', leech: true, state: { lapses: 8 } });
    });

    it('counts due cards per deck, only for the caller, only cards still in their deck; nothing signed out', async () => {
      const user = await newUser();
      const deck = await deckWith(user, 3);
      const other = await deckWith(user, 2, 'Other');
      const past = new Date(Date.now() - 60_000);
      const rows = [
        [deck.id, 'term 1'],
        [deck.id, 'term 2'],
        [other.id, 'term 1'],
        [deck.id, 'not in the deck any more'],
        ['no_such_deck', 'term 1'],
      ].map(([deckId, cardKey]) => ({
        userId: user.userId,
        deckId: deckId!,
        cardKey: cardKey!,
        state: 'review' as const,
        due: past,
        stability: 1,
        difficulty: 5,
        elapsedDays: 1,
        scheduledDays: 1,
        learningSteps: 0,
        reps: 3,
        lapses: 0,
        lastReview: past,
      }));
      await context.db.insert(reviewSchedule).values(rows);
      // Reviewed now: due later, so no longer counted.
      expectOk(await review(user, other.id, 'term 1', 'good'));
      expect(await dueOf(user)).toEqual({ [deck.id]: 2 });
      expect((await reviewsOf(user)).cards.map((card) => card.cardKey).sort()).toEqual([
        'term 1',
        'term 1',
        'term 2',
      ]);
      expect(await dueOf(bob)).not.toHaveProperty(deck.id);
      expect(expectOk(await anonymous('GET', '/api/flashcards/due'))).toEqual({ due: {} });
    });
  });

  // --- Import -----------------------------------------------------------------------------------------------

  describe('import', () => {
    const state = (rating: 'again' | 'good', at: Date, current: ReviewCardState | null = null) =>
      reviewCard(current, rating, at);

    it('moves browser decks, progress, schedules and logs into the account, merging My slang', async () => {
      const user = await newUser();
      // What the account has already: My slang with "rizz", reviewed an hour ago; progress on the default deck.
      const mySlang = expectOk<{ deck: DeckSummary }>(
        await call(user, 'POST', '/api/flashcards/my-slang', { term: 'rizz', meaning: 'charm' }),
      ).deck;
      expectOk(await review(user, mySlang.id, 'rizz', 'good'));
      await passQuiz(user, DEFAULT_DECK_ID, 1, 5, 10);
      const accountRizz = (await scheduleRows(user.userId, mySlang.id))[0]!;

      const now = Date.now();
      const travelLocal = state('good', new Date(now - 2 * 86_400_000));
      const rizzLocalNewer = state(
        'again',
        new Date(now + 1_000),
        state('good', new Date(now - 5_000)).card,
      );
      const deluluLocal = state('good', new Date(now - 3 * 86_400_000));
      const input: ImportInput = {
        decks: [
          {
            localId: 'local-travel',
            deck: { name: 'Travel', cards: [{ term: 'che', meaning: 'hey' }, ...cardsOf(11)] },
          },
          {
            localId: 'local-my-slang',
            deck: {
              name: MY_SLANG_DECK_NAME,
              cards: [
                { term: 'Rizz', meaning: 'charm' },
                { term: 'delulu', meaning: 'delusional' },
              ],
            },
          },
        ],
        progress: [
          {
            deckId: 'local-travel',
            progress: {
              unlockedPacks: [1, 2, 7],
              bestScorePerPack: { '1': 100, '9': 50 },
              attempts: 2,
            },
          },
          {
            deckId: DEFAULT_DECK_ID,
            progress: { unlockedPacks: [1, 2], bestScorePerPack: { '1': 90 }, attempts: 3 },
          },
          {
            deckId: 'local-gone',
            progress: { unlockedPacks: [1], bestScorePerPack: {}, attempts: 1 },
          },
        ],
        reviews: [
          {
            deckId: 'local-travel',
            cardKey: 'che',
            state: travelLocal.card,
            logs: [travelLocal.log],
          },
          {
            deckId: 'local-my-slang',
            cardKey: 'rizz',
            state: rizzLocalNewer.card,
            logs: [rizzLocalNewer.log],
          },
          { deckId: 'local-my-slang', cardKey: 'delulu', state: deluluLocal.card, logs: [] },
          { deckId: 'local-travel', cardKey: 'not a card', state: travelLocal.card, logs: [] },
          { deckId: 'local-gone', cardKey: 'x', state: travelLocal.card, logs: [travelLocal.log] },
        ],
      };
      const { deckIds } = expectOk<{ deckIds: Record<string, string> }>(
        await call(user, 'POST', '/api/flashcards/import', input),
      );
      expect(Object.keys(deckIds).sort()).toEqual(['local-my-slang', 'local-travel']);
      expect(deckIds['local-my-slang']).toBe(mySlang.id);
      const travelId = deckIds['local-travel']!;

      const decks = await deckRows(user.userId);
      expect(decks).toHaveLength(2);
      const mine = decks.find((deck) => deck.id === mySlang.id)!;
      expect(mine.cards.map((card) => card.term)).toEqual(['rizz', 'delulu']);
      expect(decks.find((deck) => deck.id === travelId)?.cards).toHaveLength(12);

      // Progress: bounded to the deck's 2 packs, then merged.
      expect(await progressOf(user, travelId)).toEqual({
        unlockedPacks: [1, 2],
        bestScorePerPack: { '1': 100 },
        attempts: 2,
      });
      expect(await progressOf(user, DEFAULT_DECK_ID)).toEqual({
        unlockedPacks: [1, 2],
        bestScorePerPack: { '1': 90 },
        attempts: 4,
      });

      // Schedules: the later review wins; cards not in a deck are skipped; every log is appended.
      const rizz = (await scheduleRows(user.userId, mySlang.id)).find(
        (row) => row.cardKey === 'rizz',
      )!;
      expect(rizz.lastReview?.toISOString()).toBe(rizzLocalNewer.card.lastReview);
      expect(rizz.reps).toBe(rizzLocalNewer.card.reps);
      expect(rizz.lastReview!.getTime()).toBeGreaterThan(accountRizz.lastReview!.getTime());
      const delulu = (await scheduleRows(user.userId, mySlang.id)).find(
        (row) => row.cardKey === 'delulu',
      )!;
      expect(delulu.lastReview?.toISOString()).toBe(deluluLocal.card.lastReview);
      expect((await scheduleRows(user.userId, travelId)).map((row) => row.cardKey)).toEqual([
        'che',
      ]);
      expect((await logRows(user.userId, mySlang.id)).map((log) => log.rating)).toEqual([
        'good',
        'again',
      ]);
      expect(await logRows(user.userId, travelId)).toHaveLength(1);
    });

    it('keeps the account’s state when the browser’s is older', async () => {
      const user = await newUser();
      const deck = await deckWith(user, 2);
      expectOk(await review(user, deck.id, 'term 1', 'good'));
      const [before] = await scheduleRows(user.userId, deck.id);
      const older = reviewCard(null, 'again', new Date(Date.now() - 86_400_000));
      expectOk(
        await call(user, 'POST', '/api/flashcards/import', {
          reviews: [{ deckId: deck.id, cardKey: 'term 1', state: older.card, logs: [older.log] }],
        }),
      );
      const [after] = await scheduleRows(user.userId, deck.id);
      expect(after).toMatchObject({ reps: before!.reps, lastReview: before!.lastReview });
      expect(await logRows(user.userId, deck.id)).toHaveLength(2);
    });

    it('refuses an import past the deck limit whole, and bad input', async () => {
      const user = await newUser();
      await context.db.insert(flashcardDecks).values(
        Array.from({ length: CUSTOM_DECKS_PER_USER_MAX - 1 }, (_, index) => ({
          userId: user.userId,
          name: `Deck ${index}`,
          description: 'd',
          localeHint: 'Custom',
          cards: cardsOf(1),
        })),
      );
      const deck = (localId: string) => ({ localId, deck: { name: localId, cards: cardsOf(1) } });
      expectApiError(
        await call(user, 'POST', '/api/flashcards/import', { decks: [deck('a'), deck('b')] }),
        409,
        'CONFLICT',
        /past the limit of 50 per account/,
      );
      expect(await deckRows(user.userId)).toHaveLength(CUSTOM_DECKS_PER_USER_MAX - 1);

      expectApiError(
        await call(user, 'POST', '/api/flashcards/import', { decks: [deck('a'), deck('a')] }),
        400,
        'VALIDATION_FAILED',
        DUPLICATE_LOCAL_ID_MESSAGE,
      );
      const huge = { ...newReviewCard(new Date()), reps: 10_000_000_000 };
      expectApiError(
        await call(user, 'POST', '/api/flashcards/import', {
          reviews: [{ deckId: DEFAULT_DECK_ID, cardKey: 'no cap', state: huge }],
        }),
        400,
        'VALIDATION_FAILED',
        OUT_OF_RANGE_MESSAGE,
      );
      const yearZero = { ...newReviewCard(new Date()), due: '0000-01-01T00:00:00Z' };
      expectApiError(
        await call(user, 'POST', '/api/flashcards/import', {
          reviews: [{ deckId: DEFAULT_DECK_ID, cardKey: 'no cap', state: yearZero }],
        }),
        400,
        'VALIDATION_FAILED',
        OUT_OF_RANGE_MESSAGE,
      );
      expectApiError(
        await call(user, 'POST', '/api/flashcards/import', {
          decks: [{ localId: 'x', deck: { name: '' } }],
        }),
        400,
        'VALIDATION_FAILED',
        /Deck name is required|Cards must be a list/,
      );
      expectApiError(
        await anonymous('POST', '/api/flashcards/import', {}),
        401,
        'UNAUTHORIZED',
        'Unauthorized: please sign in.',
      );
      expect(await deckRows(user.userId)).toHaveLength(CUSTOM_DECKS_PER_USER_MAX - 1);
    });
  });
});
