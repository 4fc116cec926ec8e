// Questions without their auxiliary (issue 27, grammar as rules): informal English — Gen Z, millennial, AAVE —
// asks "you need anything?", "you coming?", "you seen it yet?"; standard English puts "do", "are" or "have" first:
// "do you need anything?", "are you coming?", "have you seen it yet?". Towards the standard only: the informal
// style may keep the auxiliary too, so nothing is taken out towards it.
import { ING_NOUNS, wordSet } from './grammar-words';
import type { StyleTerm } from './stages/types';

export const QUESTION_AUXILIARY_TERM: StyleTerm = {
  term: 'question without “do”',
  meaning:
    'informal English can ask a question without its auxiliary (“you need anything?” = “do you need anything?”)',
};

type Rewrite = { text: string; changed: boolean };

// Verbs a bare subject asks with ("you need…?"): the everyday ones, in their base form.
const BASE_VERBS =
  wordSet(`need want know like have think remember mind feel see hear get understand care play eat
  drink mean love hate watch work live go come believe agree trust smell speak sing dance drive cook own use`);
// Past participles that, with "yet", "ever" or "before" later in the question, ask "have you…?".
const PARTICIPLES =
  wordSet(`heard seen been done finished eaten tried watched met read played called texted started
  talked gone got gotten made bought sent paid booked packed checked listened`);
const PERFECT_CUE = /\b(?:yet|ever|before|already)\b/i;
// "-ing" words that are not verbs ("thing", "morning").
const ING = /^\p{L}{2,}ing$/iu;
const PREDICATES =
  wordSet(`ready good okay ok hungry tired done sure serious free home busy down in up there here
  awake alive mad sick`);

const SUBJECT_THEN_WORD = /(^|[.!?]\s+|,\s+)(you|we|they|he|she)(\s+)([\p{L}'’]+)/giu;

/** Informal → standard English: a question's missing "do", "are"/"is" or "have" put back before its subject. */
export function toStandardQuestion(text: string): Rewrite {
  let changed = false;
  const rewritten = text.replace(
    SUBJECT_THEN_WORD,
    (match: string, lead: string, subject: string, space: string, word: string, offset: number) => {
      const from = offset + lead.length;
      const clause = clauseTo(text, from);
      if (clause === undefined) return match;
      const auxiliary = auxiliaryFor(subject.toLowerCase(), word.toLowerCase(), clause);
      if (!auxiliary) return match;
      changed = true;
      const startsSentence = !lead.includes(',');
      const written = startsSentence
        ? `${auxiliary[0]!.toUpperCase()}${auxiliary.slice(1)}`
        : auxiliary;
      return `${lead}${written}${space}${subject.toLowerCase()}${space}${word}`;
    },
  );
  return { text: rewritten, changed };
}

/** The question clause from `from` to its "?" (undefined when it ends otherwise or holds a comma). */
function clauseTo(text: string, from: number): string | undefined {
  const end = /[.!?\n]/.exec(text.slice(from));
  if (!end || end[0] !== '?') return undefined;
  const clause = text.slice(from, from + end.index);
  return clause.includes(',') ? undefined : clause;
}

function auxiliaryFor(subject: string, word: string, clause: string): string | undefined {
  const third = subject === 'he' || subject === 'she';
  if (BASE_VERBS.has(word)) return third ? 'does' : 'do';
  if (PREDICATES.has(word) || (ING.test(word) && !ING_NOUNS.test(word)))
    return third ? 'is' : 'are';
  if (PARTICIPLES.has(word) && PERFECT_CUE.test(clause)) return third ? 'has' : 'have';
  return undefined;
}
