// The CSV export (issue 29 item 5): one row per card with its deck, its text and its FSRS schedule, under a header
// row (EXPORT_CSV_COLUMNS). A card never scheduled is "new" with its times and memory left empty.
import { stringify } from 'csv-stringify/sync';
import { EXPORT_CSV_COLUMNS } from '@shared/schemas/flashcard-export';
import type { ExportDeck } from './export';

type CsvRow = Record<(typeof EXPORT_CSV_COLUMNS)[number], string | number>;

export function exportCsv(decks: readonly ExportDeck[]): string {
  const rows: CsvRow[] = decks.flatMap((deck) =>
    deck.cards.map(({ term, meaning, example, schedule }) => ({
      deck: deck.name,
      term,
      meaning,
      example: example ?? '',
      state: schedule?.state ?? 'new',
      due: schedule?.due ?? '',
      stability: schedule?.stability ?? '',
      difficulty: schedule?.difficulty ?? '',
      reps: schedule?.reps ?? 0,
      lapses: schedule?.lapses ?? 0,
      'last review': schedule?.lastReview ?? '',
    })),
  );
  return stringify(rows, {
    // Spreadsheets read the file as UTF-8 (Arabic, Persian and Russian decks) only with the byte-order mark.
    bom: true,
    header: true,
    columns: [...EXPORT_CSV_COLUMNS],
    // CSV formula injection: a cell starting with = + - @ (or a tab or a carriage return) gets a leading ' so a
    // spreadsheet shows a card's text as text instead of running it as a formula. Numbers are left as they are.
    escape_formulas: true,
  });
}
