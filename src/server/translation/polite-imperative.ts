// A request in formal English (issue 27, grammar as rules): a bare imperative at a sentence's start ("Stop talking
// and listen.", "Let me know when…") reads as an order in a formal register, which asks with "Please" ("Please
// stop talking and listen."). Towards the formal style only; the standard keeps whatever the formal text wrote.
import type { StyleTerm } from './stages/types';

export const POLITE_IMPERATIVE_TERM: StyleTerm = {
  term: 'please',
  meaning: 'a formal register asks rather than orders: a request starts with “Please”',
};

type Rewrite = { text: string; changed: boolean };

// Verbs that start a request; "Do"/"Don't" are left alone ("Do not forget" has its own formal wording).
const IMPERATIVES = new Set(
  `stop let call send tell give take bring wait check remember make put keep close open turn sit listen look read
  write try help leave finish pay sign fill submit text ask meet follow shut hurry email reply answer pick drop hand
  show clean inform notify contact provide forward review confirm ensure note find return come go be feel use switch
  arrive wash clear hold visit share print save`.split(/\s+/),
);
const SENTENCE = /(^|[.!?]\s+|\n)([A-Z][a-z]+)(?=[\s,])([^.!?\n]*)([.!?]?)/g;

/** Standard → formal English: "Please" before a request that starts with its verb. */
export function toPoliteImperative(text: string): Rewrite {
  let changed = false;
  const rewritten = text.replace(
    SENTENCE,
    (match: string, lead: string, verb: string, rest: string, end: string) => {
      if (!IMPERATIVES.has(verb.toLowerCase()) || end === '?') return match;
      if (/\b(?:please|kindly)\b/i.test(rest)) return match;
      changed = true;
      return `${lead}Please ${verb.toLowerCase()}${rest}${end}`;
    },
  );
  return { text: rewritten, changed };
}
