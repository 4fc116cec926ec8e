// The address of GET /api/flashcards/export (issue 29 item 5) for a deck, or for all review cards: a plain link
// downloads it, the session cookie going along (the server names the file).
import type { ExportFormat } from '@shared/schemas/flashcard-export';

export function exportUrl(format: ExportFormat, deckId?: string): string {
  const query = new URLSearchParams({ format });
  if (deckId !== undefined) query.set('deckId', deckId);
  return `/api/flashcards/export?${query.toString()}`;
}
