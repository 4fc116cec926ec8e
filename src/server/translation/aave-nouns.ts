// AAVE grammar around nouns (issue 27, grammar as rules), towards the standard:
// - possession by word order: "my cousin birthday" → "my cousin's birthday", "Who car is that?" → "Whose car…";
// - a noun subject's zero copula before an "-ing" verb: "when the teacher talking" → "when the teacher is talking".
// Without a parser both stay narrow: the possessor is a person word (family, friends) followed by a thing people
// own or hold, and the copula goes in only where a clause begins ("when", "because", a comma…) and the noun phrase
// starts with a determiner ("the teacher", "my mom").
import { ING_NOUNS, isQuestion, wordSet } from './grammar-words';
import type { StyleTerm } from './stages/types';

export const POSSESSIVE_TERM: StyleTerm = {
  term: 'possessive without ’s',
  meaning: 'AAVE can show possession by word order alone (“my cousin house” = “my cousin’s house”)',
};

export const NOUN_COPULA_TERM: StyleTerm = {
  term: 'zero copula',
  meaning:
    'AAVE can leave out “is” and “are” where standard English could contract them (“the teacher talking” = “the teacher is talking”)',
};

type Rewrite = { text: string; changed: boolean };

const PERSONS =
  wordSet(`cousin grandma grandmama granny grandmother grandpa granddaddy grandfather mama momma mom
  mother daddy dad father brother sister auntie aunt uncle friend homie homeboy girl boy baby nephew niece son
  daughter teacher boss neighbor neighbour pastor coach man sis bro`);
const OWNED =
  wordSet(`house place crib car truck phone birthday party room kids kid wedding funeral dog cat name
  number job school graduation baby girlfriend boyfriend wife husband mama mom daddy dad friend friends brother
  sister money clothes shoes keys bike food cooking cookies kitchen backyard yard apartment church office store
  shop barbershop couch bed class homework mixtape album music fault idea`);
const DETERMINERS = wordSet("my your his her our their the this that y’all y'all");

// A word, with the word after it looked at but not taken (pairs overlap: "my cousin birthday party").
const POSSESSION = /(?<![\p{L}'’])([\p{L}]+)(?=(\s+)([\p{L}]+)\b)/giu;
const PLACE_WORDS = new Set(['at', 'to', 'in', 'from', 'over']);

/** The word right before `offset`, lower-cased ('' at the start). */
const wordBefore = (text: string, offset: number) =>
  /([\p{L}'’]+)\s+$/u.exec(text.slice(Math.max(0, offset - 40), offset))?.[1]?.toLowerCase() ?? '';

export function toStandardPossessive(text: string): Rewrite {
  let changed = false;
  let current = text.replace(
    POSSESSION,
    (match: string, person: string, _space: string, thing: string, offset: number) => {
      const lower = person.toLowerCase();
      if (!PERSONS.has(lower) || !OWNED.has(thing.toLowerCase())) return match;
      // "my cousin birthday", "at grandma house": the possessor comes after a determiner or a place word.
      const lead = wordBefore(text, offset);
      if (!DETERMINERS.has(lead) && !PLACE_WORDS.has(lead)) return match;
      if (lead === 'the' && (lower === 'baby' || lower === 'man')) return match;
      changed = true;
      return `${person}'s`;
    },
  );
  // "Who car is that?" → "Whose car is that?"; "Who car that parked outside?" also gets its "is".
  current = current.replace(
    /(^|[.!?]\s+|,\s+)(who)(\s+)([\p{L}]+)(\s+(?:that|this)\b(?!\s+(?:is|was)\b))?/giu,
    (
      match: string,
      lead: string,
      who: string,
      space: string,
      thing: string,
      that: string | undefined,
      offset: number,
    ) => {
      if (!OWNED.has(thing.toLowerCase()) || !isQuestion(current, offset + lead.length))
        return match;
      changed = true;
      const whose = who[0] === 'W' ? 'Whose' : 'whose';
      return `${lead}${whose}${space}${thing}${that ? ` is${that}` : ''}`;
    },
  );
  return { text: current, changed };
}

const CLAUSE_LEAD =
  /(^|[.!?,;]\s*|\b(?:when|because|cause|cuz|while|since|if|and|but|so|where)\s+)$/i;
const NOUN_ING =
  /\b(the|my|your|his|her|our|their|this|that)(\s+)([\p{L}]+)(\s+)([\p{L}]{2,}ing)\b/giu;
const NOT_NOUNS =
  wordSet(`is are was were be been being has have had do does did not never always just still really
  only also very so too all one`);

/** AAVE → standard English: "is"/"are" before the "-ing" verb of a noun subject where a clause begins. */
export function toStandardNounCopula(text: string): Rewrite {
  let changed = false;
  const rewritten = text.replace(
    NOUN_ING,
    (
      match: string,
      det: string,
      space: string,
      noun: string,
      gap: string,
      verb: string,
      offset: number,
    ) => {
      if (!CLAUSE_LEAD.test(text.slice(0, offset))) return match;
      if (NOT_NOUNS.has(noun.toLowerCase()) || ING_NOUNS.test(verb)) return match;
      if (/ing$/i.test(noun)) return match;
      changed = true;
      const plural = /[^s]s$/i.test(noun) && !['this', 'that'].includes(det.toLowerCase());
      return `${det}${space}${noun}${gap}${plural ? 'are' : 'is'} ${verb}`;
    },
  );
  return { text: rewritten, changed };
}
