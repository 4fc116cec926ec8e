// Reading a CSV of cards in the browser (issue 29 item 5) and deciding, line by line, what an import adds to a deck:
// columns term, meaning, example (a header row naming them is optional and may put them in any order, so a file
// exported by SlangBridge comes back in); commas, semicolons or tabs. Each card is checked with the server's own
// card schema, against the deck's terms and the file's earlier lines, and against the deck's card limit.
import Papa from 'papaparse';
import { cardKeyOf } from '@shared/flashcards/packs';
import { importedCardSchema, type ImportedCard } from '@shared/schemas/flashcard-export';
import { CUSTOM_DECK_CARDS_MAX } from '@shared/schemas/flashcards';
import { IMPORT_CSV_TEXT as T } from './texts';

/** One record of the file, with the line it starts on (1-based; a quoted cell may span lines). */
export interface CsvRecord {
  line: number;
  term: string;
  meaning: string;
  example: string;
}

export interface LineProblem {
  line: number;
  messages: string[];
}

export interface ParsedCsv {
  /** Whether the first record named the columns (and was left out). */
  header: boolean;
  records: CsvRecord[];
  /** Lines that are not CSV at all (a quote never closed). */
  problems: LineProblem[];
}

const DELIMITERS = [',', ';', '\t'];
/** SlangBridge's own export starts cells that look like formulas with ' (export-csv.ts); its files drop it again. */
const ESCAPED_FORMULA = /^'(?=[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20])/;

/** Where each field is in a record (-1: no such column). */
type Columns = Record<'term' | 'meaning' | 'example', number>;

/** The columns a header row names, or null when the first row is a card. */
function headerColumns(cells: readonly string[]): Columns | null {
  const names = cells.map((cell) => cell.trim().toLowerCase());
  const term = names.indexOf('term');
  const meaning = names.indexOf('meaning');
  if (term < 0 || meaning < 0) return null;
  return { term, meaning, example: names.indexOf('example') };
}

const countLines = (text: string, from: number, to: number) => {
  let count = 0;
  for (
    let index = text.indexOf('\n', from);
    index >= 0 && index < to;
    index = text.indexOf('\n', index + 1)
  )
    count += 1;
  return count;
};

export function parseCardsCsv(input: string): ParsedCsv {
  // One kind of line break, so a file from Windows reads like any other and lines count the same.
  const text = input.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const records: CsvRecord[] = [];
  const problems: LineProblem[] = [];
  let columns: Columns | null = null;
  let header = false;
  let fromExport = false;
  let first = true;
  let cursor = 0;
  let line = 1;
  Papa.parse<string[]>(text, {
    delimitersToGuess: DELIMITERS,
    step: (result) => {
      const start = line;
      const end = result.meta.cursor;
      line += countLines(text, cursor, end);
      cursor = end;
      const cells = result.data;
      if (cells.every((cell) => cell.trim() === '')) return;
      const broken = result.errors.filter((error) => error.type !== 'Delimiter');
      if (broken.length > 0) {
        problems.push({
          line: start,
          messages: [
            broken.some((error) => error.code === 'MissingQuotes')
              ? T.unclosedQuote
              : T.unreadableLine,
          ],
        });
        return;
      }
      if (first) {
        first = false;
        columns = headerColumns(cells);
        if (columns) {
          header = true;
          // SlangBridge's export names the deck first.
          fromExport = cells[0]?.trim().toLowerCase() === 'deck';
          return;
        }
      }
      const cell = (index: number) => {
        const value = (index >= 0 ? cells[index] : undefined)?.trim() ?? '';
        return fromExport ? value.replace(ESCAPED_FORMULA, '') : value;
      };
      const { term, meaning, example } = columns ?? { term: 0, meaning: 1, example: 2 };
      records.push({
        line: start,
        term: cell(term),
        meaning: cell(meaning),
        example: cell(example),
      });
    },
  });
  return { header, records, problems };
}

export interface ImportPreview {
  /** The cards the import adds, with their lines, in file order. */
  cards: { line: number; card: ImportedCard }[];
  /** Every line that will not be imported and why, in line order. */
  problems: LineProblem[];
}

/**
 * What importing `parsed` into a deck holding `deckCards` adds: each record that passes the server's card schema,
 * is not a term the deck or an earlier imported line already has, and fits under the deck's card limit.
 */
export function previewImport(
  parsed: ParsedCsv,
  deckCards: readonly { term: string }[],
  limit: number = CUSTOM_DECK_CARDS_MAX,
): ImportPreview {
  const inDeck = new Set(deckCards.map((card) => cardKeyOf(card.term)));
  const lineOfTerm = new Map<string, number>();
  const cards: ImportPreview['cards'] = [];
  const problems = [...parsed.problems];
  for (const record of parsed.records) {
    const checked = importedCardSchema.safeParse({
      term: record.term,
      meaning: record.meaning,
      example: record.example || undefined,
    });
    const messages = checked.success
      ? []
      : [...new Set(checked.error.issues.map((issue) => issue.message))];
    const key = cardKeyOf(record.term);
    const earlier = lineOfTerm.get(key);
    if (key && inDeck.has(key)) messages.push(T.alreadyInDeck(record.term));
    else if (key && earlier !== undefined) messages.push(T.alreadyOnLine(record.term, earlier));
    if (messages.length === 0 && deckCards.length + cards.length >= limit)
      messages.push(T.deckFull(limit));
    if (checked.success && messages.length === 0) {
      cards.push({ line: record.line, card: checked.data });
      lineOfTerm.set(key, record.line);
    } else {
      problems.push({ line: record.line, messages });
    }
  }
  problems.sort((a, b) => a.line - b.line);
  return { cards, problems };
}
