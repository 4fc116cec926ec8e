// Taking cards elsewhere and bringing them in (issue 29 item 5): GET /api/flashcards/export's query (a deck, or all
// of a learner's review cards, as an Anki package or as CSV) and the CSV's columns, and the check of each card a CSV
// import adds to a custom deck.
import { z } from 'zod';
import { addToMySlangSchema, deckIdSchema } from './flashcards';

export const EXPORT_FORMATS = ['apkg', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_FORMAT_MESSAGE = 'format must be apkg or csv.';

export const exportQuerySchema = z.object({
  format: z.enum(EXPORT_FORMATS, { message: EXPORT_FORMAT_MESSAGE }),
  /** A built-in deck or one of the caller's custom decks; absent: every card in the caller's review schedule. */
  deckId: deckIdSchema.optional(),
});
export type ExportQuery = z.infer<typeof exportQuerySchema>;

/** The CSV's columns, in order (its header row). Times are ISO 8601 in UTC; a card never reviewed leaves them empty. */
export const EXPORT_CSV_COLUMNS = [
  'deck',
  'term',
  'meaning',
  'example',
  'state',
  'due',
  'stability',
  'difficulty',
  'reps',
  'lapses',
  'last review',
] as const;

/**
 * One card of a CSV import (the flashcards page's "Import CSV"), checked in the browser before the cards are added
 * to a custom deck through the deck API: the server's own rules for one card added to a deck (POST
 * /api/flashcards/my-slang), so a card the preview accepts is one the server keeps.
 */
export const importedCardSchema = addToMySlangSchema;
export type ImportedCard = z.output<typeof importedCardSchema>;
