// Sentence starts and ends of a rewrite: the capitals and the closing punctuation it keeps from its source text,
// and the full stop that ends a generated sentence without doubling a mark the sentence already ends with.

/** Marks that end a sentence (Arabic and Persian write ؟). */
export const SENTENCE_END = '.!?…؟';
/** What may open a sentence before its first letter: quotes, brackets, Spanish ¿ and ¡. */
export const OPENERS = `"'“‘«(¿¡`;
/** What may close a sentence after its end mark, as a regex class body. */
const CLOSERS = String.raw`"'”’»)\]`;

// The text's start, a line break, or end marks followed by a space; then spaces and openers up to the
// sentence's first character. One regex scan: this runs over every translation, up to 5,000 characters.
const SENTENCE_BOUNDARY = new RegExp(
  String.raw`(?:^|\n|[${SENTENCE_END}](?=\s))[\s${OPENERS}]*(?=\S)`,
  'gu',
);
const CASED = /[\p{Lu}\p{Ll}\p{Lt}]/u;
const UPPER = /[\p{Lu}\p{Lt}]/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
// "Mr. Smith" or "e.g. this" do not end a sentence at their dot; single letters ("J. Smith") neither.
const ABBREVIATIONS = new Set([
  'mr',
  'mrs',
  'ms',
  'dr',
  'prof',
  'st',
  'vs',
  'etc',
  'eg',
  'ie',
  'cf',
]);

export interface SentenceStart {
  /** Index of the sentence's first character after spaces and openers. */
  index: number;
  /** True for a capital letter, false for a lower-case one, null when it is no cased letter (#tag, 3, ك). */
  capital: boolean | null;
}

/** True when the dot at `dot` belongs to an abbreviation or an initial rather than ending a sentence. */
function abbreviationDot(text: string, dot: number): boolean {
  let start = dot;
  while (start > 0 && /[\p{L}.]/u.test(text[start - 1]!)) start--;
  const word = text.slice(start, dot);
  if (word === '') return false;
  // "e.g" and "a.m" carry a dot inside; a lone letter is an initial.
  if (word.includes('.') || [...word].length === 1) return true;
  return ABBREVIATIONS.has(word.toLowerCase());
}

/**
 * Where each sentence of the text starts. A sentence ends at a line break, or at end marks followed by a space
 * (so "3.5", "example.com" and "Mr. Smith" do not split, and neither does a mark inside quotes, as in
 * `she asked "why?" and left`).
 */
export function sentenceStarts(text: string): SentenceStart[] {
  const starts: SentenceStart[] = [];
  for (const match of text.matchAll(SENTENCE_BOUNDARY)) {
    if (match.index > 0 && text[match.index] === '.' && abbreviationDot(text, match.index))
      continue;
    const index = match.index + match[0].length;
    const char = String.fromCodePoint(text.codePointAt(index)!);
    starts.push({ index, capital: CASED.test(char) ? UPPER.test(char) : null });
  }
  return starts;
}

/**
 * Capitalises the word at `index` unless it is written with an inner capital ("iPhone", "eBay") or its capital
 * is more than one letter (German "ß").
 */
function capitaliseAt(text: string, index: number): string {
  const first = String.fromCodePoint(text.codePointAt(index)!);
  const upper = first.toUpperCase();
  if (upper === first || [...upper].length !== 1) return text;
  let end = index + first.length;
  while (end < text.length && LETTER_OR_DIGIT.test(text[end]!)) end++;
  if (UPPER.test(text.slice(index + first.length, end))) return text;
  return text.slice(0, index) + upper + text.slice(index + first.length);
}

export interface SentenceCaseOptions {
  /** Every sentence starts with a capital whatever the source does: the target register writes full sentences. */
  always?: boolean;
}

/**
 * Gives each sentence of `output` the capital its counterpart in `source` starts with. A rewrite keeps the
 * number of sentences, so they pair up in order; where they do not, or the source sentence starts with no letter
 * ("#blessed"), the source's habit decides (more sentences starting with a capital than without). Lower-case is
 * never forced: text written without capitals (as Gen Z slang often is) stays that way.
 */
export function keepSentenceCase(
  source: string,
  output: string,
  options: SentenceCaseOptions = {},
): string {
  const sourceStarts = sentenceStarts(source);
  const outputStarts = sentenceStarts(output);
  const capitals = sourceStarts.filter((start) => start.capital === true).length;
  const lowers = sourceStarts.filter((start) => start.capital === false).length;
  const habit = capitals > 0 && capitals >= lowers;
  const paired = sourceStarts.length === outputStarts.length;
  let result = output;
  outputStarts.forEach((start, position) => {
    if (start.capital !== false) return;
    const counterpart = paired ? sourceStarts[position]!.capital : null;
    if (options.always || counterpart === true || (counterpart === null && habit)) {
      result = capitaliseAt(result, start.index);
    }
  });
  return result;
}

const TRAILING = new RegExp(`([${SENTENCE_END}]*)([${CLOSERS}]*)(\\s*)$`, 'u');
const TAIL_LENGTH = 64;

/** The end marks, closers and spaces a text ends with, and where they start. */
function trailing(text: string) {
  // Only the tail is searched: an unanchored search from the start would try every position of a long text.
  const offset = Math.max(0, text.length - TAIL_LENGTH);
  let match = TRAILING.exec(text.slice(offset))!;
  if (offset > 0 && match.index === 0) match = TRAILING.exec(text)!;
  else match.index += offset;
  const [, marks = '', closers = '', space = ''] = match;
  return { index: match.index, marks, closers, space };
}

/** One sentence end, not two: "?." and "!." become "?" and "!", ".." a full stop; "...", "?!" and "!!" stay. */
export function singleSentenceEnd(marks: string): string {
  if (/^\.+$/.test(marks)) return marks.length === 3 ? marks : '.';
  const withoutDots = marks.replace(/\.+/g, '');
  return withoutDots === '' ? marks : withoutDots;
}

/**
 * Ends `output` with the marks `source` ends with, never doubled. Where the source ends without a mark, the
 * output keeps what it has (a sign-off such as "Best regards" takes no full stop).
 */
export function keepFinalPunctuation(source: string, output: string): string {
  const sourceEnd = trailing(source).marks;
  const { index, marks: outputEnd, closers, space } = trailing(output);
  const end = singleSentenceEnd(sourceEnd || outputEnd);
  if (end === outputEnd) return output;
  return output.slice(0, index) + end + closers + space;
}

/** The source's sentence case and final punctuation carried over to its rewrite. */
export function keepSentenceForm(
  source: string,
  output: string,
  options: SentenceCaseOptions = {},
): string {
  return keepFinalPunctuation(source, keepSentenceCase(source, output, options));
}

/**
 * A generated sentence ending in one mark: a full stop is added unless the text already ends with an end mark,
 * inside closing quotes or not (“Alright?”), so an explanation never reads "are you okay?.".
 */
export function endSentence(text: string): string {
  const trimmed = text.trimEnd();
  const { marks, closers } = trailing(trimmed);
  if (marks !== '') {
    const end = singleSentenceEnd(marks);
    return trimmed.slice(0, trimmed.length - marks.length - closers.length) + end + closers;
  }
  return `${trimmed}.`;
}
