// Negative concord (issue 27 item 1, grammar repair): AAVE marks a negative clause on every indefinite word after
// the verb's negation ("he don't have no money", "I ain't never seen nothing"); standard English marks it once ("he
// doesn't have any money", "I have never seen anything"). Towards the standard, the later negative words become
// their "any" forms and "ain't" before "never" or "got" its standard verb; towards AAVE, the other way round. The
// lexicon's entries do the rest ("don't" → "doesn't" after "he"). A clause ends at punctuation or "but".
import { capitalise } from './stages/letter-case';
import type { StyleTerm } from './stages/types';

export const NEGATIVE_CONCORD_TERM: StyleTerm = {
  term: 'negative concord',
  meaning:
    'AAVE marks a negative clause on each indefinite word (“don’t have no”), standard English once (“doesn’t have any”)',
};

const CLAUSE = /[^.,;:!?\n]+|[.,;:!?\n]+/g;
// The negation of a verb: a contraction in n't, "not", "never" (the first negator of the clause).
const VERB_NEGATION = /\b(?:\w+n['’]t|not|never)\b/i;

/** Negative words after the first negation and their standard forms. */
const TO_ANY: Record<string, string> = {
  nothing: 'anything',
  nobody: 'anybody',
  'no one': 'anyone',
  'no-one': 'anyone',
  nowhere: 'anywhere',
  never: 'ever',
  none: 'any',
  no: 'any',
};
const TO_NO: Record<string, string> = {
  anything: 'nothing',
  anybody: 'nobody',
  anyone: 'nobody',
  anywhere: 'nowhere',
  ever: 'never',
  any: 'no',
};

const wordsPattern = (words: string[]) =>
  new RegExp(String.raw`\b(${words.sort((a, b) => b.length - a.length).join('|')})\b`, 'gi');
const NEGATIVE_WORDS = wordsPattern(Object.keys(TO_ANY));
const ANY_WORDS = wordsPattern(Object.keys(TO_NO));

function inCaseOf(original: string, replacement: string): string {
  return original[0] === original[0]!.toUpperCase() && original[0] !== original[0].toLowerCase()
    ? replacement[0]!.toUpperCase() + replacement.slice(1)
    : replacement;
}

/** Rewrites, in each clause, the words after its first verb negation. */
function afterFirstNegation(
  text: string,
  words: RegExp,
  table: Record<string, string>,
): { text: string; changed: boolean } {
  let changed = false;
  const clauses = text.match(CLAUSE) ?? [];
  const rewritten = clauses.map((clause) =>
    clause
      .split(/(\bbut\b)/i)
      .map((part) => {
        const negation = VERB_NEGATION.exec(part);
        if (!negation) return part;
        const cut = negation.index + negation[0].length;
        const tail = part.slice(cut);
        const rest = tail.replace(words, (word: string, _group: string, offset: number) => {
          let replacement = table[word.toLowerCase()];
          if (!replacement) return word;
          // "any" before a noun is "no" ("any money" → "no money"), alone it is "none" ("want any" → "want none").
          const beforeNoun = /^\s+\p{L}/u.test(tail.slice(offset + word.length));
          if (replacement === 'no' && !beforeNoun) replacement = 'none';
          changed = true;
          return inCaseOf(word, replacement);
        });
        return part.slice(0, cut) + rest;
      })
      .join(''),
  );
  return { text: rewritten.join(''), changed };
}

const THIRD_PERSON = /\b(he|she|it|this|that|everybody|everyone|somebody|someone)\s+ain['’]t\b/i;

/** "ain't" before "never" and "got": its standard verb, which depends on the subject before it. */
function resolveAint(text: string): { text: string; changed: boolean } {
  let changed = false;
  const resolved = text.replace(
    /\b(\w+\s+)?ain['’]t(\s+)(never|got)\b/gi,
    (match: string, subject: string | undefined, space: string, next: string) => {
      changed = true;
      const singular = !!subject && THIRD_PERSON.test(`${subject}ain't`);
      const lead = subject ?? '';
      if (next.toLowerCase() === 'never') return `${lead}${singular ? 'has' : 'have'}${space}never`;
      return `${lead}${singular ? "doesn't" : "don't"}${space}have`;
    },
  );
  return { text: resolved, changed };
}

/** A verb in the third person singular: "want" → "wants", "go" → "goes", "try" → "tries". */
function thirdPerson(verb: string): string {
  if (/(s|x|z|ch|sh|o)$/i.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/i.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

/** The standard verb after a negative subject that an inverted AAVE negation starts with. */
const INVERTED: Record<string, (verb: string) => string> = {
  "don't": thirdPerson,
  "can't": (verb) => `can ${verb}`,
  "won't": (verb) => `will ${verb}`,
  "ain't": (verb) => (verb.toLowerCase() === 'got' ? 'has' : `is ${verb}`),
};

/**
 * A negation put before a negative subject ("Ain't nobody got time", "Don't nobody want to work", "Can't nobody stop
 * her"): the subject carries the negation alone — "Nobody has time", "Nobody wants to work", "Nobody can stop her".
 */
function negativeSubject(text: string): { text: string; changed: boolean } {
  let changed = false;
  const rewritten = text.replace(
    /(^|[.!?]\s+)(don['’]t|can['’]t|won['’]t|ain['’]t)(\s+)(nobody|nothing|no one)(\s+)([\p{L}]+)/giu,
    (
      match: string,
      start: string,
      negation: string,
      _space: string,
      subject: string,
      gap: string,
      verb: string,
    ) => {
      const write = INVERTED[negation.toLowerCase().replace('’', "'")];
      if (!write) return match;
      changed = true;
      return `${start}${capitalise(subject)}${gap}${write(verb)}`;
    },
  );
  return { text: rewritten, changed };
}

/** AAVE → standard English: one negation per clause. */
export function toSingleNegation(text: string): { text: string; changed: boolean } {
  const subject = negativeSubject(text);
  const aint = resolveAint(subject.text);
  const single = afterFirstNegation(aint.text, NEGATIVE_WORDS, TO_ANY);
  return { text: single.text, changed: subject.changed || aint.changed || single.changed };
}

/** Standard English → AAVE: every indefinite word after the negation negative too. */
export function toNegativeConcord(text: string): { text: string; changed: boolean } {
  return afterFirstNegation(text, ANY_WORDS, TO_NO);
}
