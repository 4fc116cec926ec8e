// A fake of the flashcards API for the component tests: built-in decks for everyone; signed in, custom decks,
// progress (with the server's own unlock rule), schedules, due counts and the import, kept in memory.
import {
  applyQuizResult,
  emptyProgress,
  FLASHCARD_SETTINGS,
  type FlashcardProgress,
} from '@shared/flashcards/packs';
import { reviewCard, type ReviewCardState } from '@shared/flashcards/review-scheduler';
import type { Card, Deck, DeckSummary } from '@shared/schemas/flashcards';
import { stubFetch } from '@client/test/render';

export const cardsOf = (count: number, prefix = 'term'): Card[] =>
  Array.from({ length: count }, (_, index) => ({
    term: `${prefix} ${index + 1}`,
    meaning: `meaning ${index + 1}`,
    example: `example ${index + 1}`,
  }));

export function deckOf(
  id: string,
  name: string,
  cards: Card[],
  overrides: Partial<Deck> = {},
): Deck {
  return {
    id,
    name,
    description: `${name} deck`,
    localeHint: 'Gen Z',
    speechLocale: 'en-US',
    isCustom: false,
    cardCount: cards.length,
    createdAt: '2026-01-01T00:00:00.000Z',
    cards,
    ...overrides,
  };
}

const summaryOf = ({ cards: _cards, ...deck }: Deck): DeckSummary => deck;

type Reply = { status: number; body?: unknown };

export interface FakeFlashcardsApi {
  calls: { url: string; init: RequestInit | undefined }[];
  decks: Deck[];
  progress: Map<string, FlashcardProgress>;
  schedules: Map<string, ReviewCardState>;
  /** Answers the next calls matching `path` (method + pathname) with `reply`. */
  fail: (route: string, reply: Reply) => void;
  bodiesOf: (route: string) => unknown[];
}

export function fakeFlashcardsApi({
  decks = [deckOf('gen_z_english', 'Gen Z English', cardsOf(12))],
  signedIn = false,
}: { decks?: Deck[]; signedIn?: boolean } = {}): FakeFlashcardsApi {
  const state: FakeFlashcardsApi = {
    calls: [],
    decks: [...decks],
    progress: new Map(),
    schedules: new Map(),
    fail: (route, reply) => failures.set(route, reply),
    bodiesOf: (route) =>
      state.calls
        .filter(
          ({ url, init }) =>
            `${init?.method ?? 'GET'} ${new URL(url, 'http://x').pathname}` === route,
        )
        .map(({ init }) => JSON.parse((init?.body as string | undefined) ?? 'null') as unknown),
  };
  const failures = new Map<string, Reply>();
  const unauthorized = { status: 401, body: { error: 'Unauthorized', code: 'UNAUTHORIZED' } };
  let nextId = 1;

  const calls = stubFetch((url, init) => {
    const method = init?.method ?? 'GET';
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    const route = `${method} ${pathname}`;
    const failure = failures.get(route);
    if (failure) return failure;
    const body = () => JSON.parse(init?.body as string) as Record<string, unknown>;
    const deckPath = /^\/api\/flashcards\/decks\/([^/]+)$/.exec(pathname);

    if (route === 'GET /api/flashcards/decks')
      return {
        status: 200,
        body: { decks: state.decks.filter((deck) => signedIn || !deck.isCustom).map(summaryOf) },
      };
    if (deckPath && method === 'GET') {
      const deck = state.decks.find((candidate) => candidate.id === deckPath[1]);
      return deck && (signedIn || !deck.isCustom)
        ? { status: 200, body: { deck } }
        : { status: 404, body: { error: 'Deck not found.' } };
    }
    if (route === 'GET /api/flashcards/due') return { status: 200, body: { due: {} } };
    if (!signedIn) return unauthorized;

    if (route === 'POST /api/flashcards/decks') {
      const input = body() as { name: string; description?: string; cards: Card[] };
      const deck = deckOf(`custom-${nextId++}`, input.name, input.cards, {
        isCustom: true,
        description: input.description || `Custom deck: ${input.name}`,
        localeHint: 'Custom',
      });
      state.decks.push(deck);
      return { status: 201, body: { deck } };
    }
    if (deckPath && method === 'PUT') {
      const input = body() as { name: string; cards: Card[] };
      state.decks = state.decks.map((deck) =>
        deck.id === deckPath[1]
          ? { ...deck, name: input.name, cards: input.cards, cardCount: input.cards.length }
          : deck,
      );
      return { status: 200, body: { deck: state.decks.find((deck) => deck.id === deckPath[1]) } };
    }
    if (deckPath && method === 'DELETE') {
      state.decks = state.decks.filter((deck) => deck.id !== deckPath[1]);
      return { status: 204 };
    }
    const progressPath = /^\/api\/flashcards\/progress\/([^/]+)$/.exec(pathname);
    if (progressPath)
      return {
        status: 200,
        body: {
          progress: state.progress.get(progressPath[1]!) ?? emptyProgress(),
          settings: FLASHCARD_SETTINGS,
        },
      };
    if (route === 'POST /api/flashcards/quiz-result') {
      const input = body() as {
        deckId: string;
        packNumber: number;
        score: number;
        totalQuestions: number;
      };
      const deck = state.decks.find((candidate) => candidate.id === input.deckId);
      const outcome = applyQuizResult(
        state.progress.get(input.deckId) ?? emptyProgress(),
        input,
        deck?.cards.length ?? 0,
      );
      if (!outcome.ok) return { status: 400, body: { error: outcome.message } };
      state.progress.set(input.deckId, outcome.progress);
      const { ok: _ok, ...answer } = outcome;
      return { status: 200, body: answer };
    }
    if (route === 'GET /api/flashcards/reviews') {
      const deckId = searchParams.get('deckId') ?? '';
      const cards = [...state.schedules]
        .filter(([key]) => key.startsWith(`${deckId}|`))
        .map(([key, card]) => ({
          deckId,
          cardKey: key.slice(deckId.length + 1),
          state: card,
          leech: card.lapses >= 8,
        }));
      return { status: 200, body: { cards, doneToday: { newCards: 0, reviews: 0 } } };
    }
    if (route === 'POST /api/flashcards/reviews') {
      const input = body() as { deckId: string; cardKey: string; rating: 'again' | 'good' };
      const key = `${input.deckId}|${input.cardKey}`;
      const { card } = reviewCard(state.schedules.get(key) ?? null, input.rating, new Date());
      state.schedules.set(key, card);
      return {
        status: 200,
        body: { card: { deckId: input.deckId, cardKey: input.cardKey, state: card, leech: false } },
      };
    }
    if (route === 'POST /api/flashcards/import') {
      const input = body() as {
        decks: { localId: string; deck: { name: string; cards: Card[] } }[];
      };
      const deckIds: Record<string, string> = {};
      for (const { localId, deck } of input.decks) {
        const id = `custom-${nextId++}`;
        deckIds[localId] = id;
        state.decks.push(
          deckOf(id, deck.name, deck.cards, { isCustom: true, localeHint: 'Custom' }),
        );
      }
      return { status: 200, body: { deckIds } };
    }
    return { status: 404, body: { error: 'Not found.' } };
  });
  state.calls = calls;
  return state;
}
