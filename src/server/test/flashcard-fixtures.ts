// Records the flashcard tests start from: a custom deck owned by an account of its own, inserted directly (what
// POST /api/flashcards/decks would have left), for the "another user's deck" checks.
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import { flashcardDecks, user, type StoredCard } from '../db/schema';

export const FIXTURE_CARDS: StoredCard[] = [
  { term: 'no cap', meaning: 'no lie', example: 'That was the best pizza, no cap.' },
  { term: 'bussin', meaning: 'really good' },
];

/** A user nobody signs in as, and a custom deck of theirs; returns the deck's id. */
export async function createForeignDeck(db: Db): Promise<string> {
  const id = randomBytes(16).toString('base64url');
  await db.insert(user).values({ id, name: 'Deck Owner', email: `deck-owner-${id}@example.com` });
  const [row] = await db
    .insert(flashcardDecks)
    .values({
      userId: id,
      name: 'Someone else’s deck',
      description: 'Custom deck: Someone else’s deck',
      localeHint: 'Custom',
      cards: FIXTURE_CARDS,
    })
    .returning({ id: flashcardDecks.id });
  if (!row) throw new Error('no fixture row');
  return row.id;
}
