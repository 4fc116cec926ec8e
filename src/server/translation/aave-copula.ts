// AAVE's zero copula (issue 27, grammar repair): where standard English can contract "is" or "are", AAVE can leave
// it out — "My phone dead", "She at work", "They tryna leave", "Y'all coming?" — while "am" ("I'm"), a stressed or
// final "is" ("That's who he is") and "it's", "that's", "what's" stay. Towards AAVE, "is" and "are" after a subject
// (and a question's "are"/"is" before its subject) go, and the spelled-out forms AAVE contracts are contracted;
// towards the standard, a pronoun right before a predicate gets its copula back ("he mad" → "he's mad", "You good?"
// → "Are you good?"). Noun subjects are not guessed towards the standard: without a parser, "my phone dead" cannot
// be told from a compound noun.
import { capitalisedLike, ING_NOUNS, isQuestion, wordSet } from './grammar-words';
import type { StyleTerm } from './stages/types';

export const ZERO_COPULA_TERM: StyleTerm = {
  term: 'zero copula',
  meaning:
    'AAVE can leave out “is” and “are” where standard English could contract them (“she at work” = “she’s at work”)',
};

type Rewrite = { text: string; changed: boolean };

const WORD = String.raw`[\p{L}'’-]+`;
const LETTER = /[\p{L}'’]/u;

// Words after which "is"/"are" is not a copula AAVE drops: "it is", "that is", "there are", "what is", clauses
// ("and is", "who is"), adverbs between subject and verb, and "name" ("My name is Ana").
const NOT_A_SUBJECT =
  wordSet(`i it that this these those there here what who where when why how which whose and but
  or so because if than as also still just really always never now then not all is are am was were be been to of in
  on at for with about from by whatever whoever everything nothing something anything name`);
// Words after the copula that keep it: a negation (the lexicon's "isn't"/"ain't" do that), a clause, "to" ("is to"),
// an inverted subject ("where is he").
const KEEPS_COPULA =
  wordSet(`not n't that what why how where when who whether because to like it there he she they we
  you i`);
const COPULA = new RegExp(String.raw`(^|[^\p{L}'’])(${WORD})(\s+)(is|are)(\s+)(${WORD})`, 'giu');

// A question's auxiliary before its subject: "Are you all coming?" → "Y'all coming?", "Why are you late?" → "Why you
// late?" — not "How are you?", which the lexicon says its own way.
const QUESTION_COPULA =
  /(^|[.!?,]\s+|\b(?:why|where|what|who)\s+)(are|is)(\s+)(you all|y['’]all|you|he|she|we|they)(?=\s+[\p{L}'’])/giu;

// Forms AAVE contracts where standard text spells them out: "I am" → "I'm" (not at a sentence's end: "Yes, I am."),
// "was not" → "wasn't", and "have/has been" → "been" after a pronoun ("I been playing it all day").
const CONTRACTIONS: [RegExp, (...groups: string[]) => string][] = [
  [/\b(I)(\s+)am\b(?!\s*[.!?]|\s*$)/g, (_match, i) => `${i}'m`],
  // "it is", "that is", "what is" keep their copula in AAVE, contracted ("It's so cold").
  [/\b(it|that|what)(\s+)is\b(?!\s*[.!?,]|\s*$)/gi, (_match, subject) => `${subject}'s`],
  [/\b(was|were)\s+not\b/gi, (_match, verb) => `${verb}n't`],
  [
    /\b(I|you|we|they|he|she|y['’]all)(\s+)(?:have|has)(\s+)been\b/gi,
    (_match, subject, space) => `${subject}${space}been`,
  ],
];

/** Standard English → AAVE: "is"/"are" after a subject and before its predicate left out, and the contractions. */
export function toZeroCopula(text: string): Rewrite {
  let changed = false;
  let current = text;
  for (const [pattern, write] of CONTRACTIONS) {
    current = current.replace(pattern, (...args: string[]) => {
      changed = true;
      return write(...args);
    });
  }
  current = current.replace(
    QUESTION_COPULA,
    (
      match: string,
      lead: string,
      verb: string,
      _space: string,
      subject: string,
      offset: number,
    ) => {
      if (!isQuestion(current, offset)) return match;
      changed = true;
      const startsSentence = !/[\p{L},]/u.test(lead);
      return `${lead}${startsSentence ? capitalisedLike(subject, verb) : subject}`;
    },
  );
  current = current.replace(
    COPULA,
    (
      match: string,
      lead: string,
      subject: string,
      space: string,
      _is: string,
      _gap: string,
      next: string,
    ) => {
      if (NOT_A_SUBJECT.has(subject.toLowerCase()) || KEEPS_COPULA.has(next.toLowerCase()))
        return match;
      changed = true;
      return `${lead}${subject}${space}${next}`;
    },
  );
  return { text: current, changed };
}

// A pronoun subject's copula, contracted.
const PRONOUN_COPULA: Record<string, string> = {
  he: "he's",
  she: "she's",
  we: "we're",
  they: "they're",
  you: "you're",
};
// Predicates a bare pronoun cannot precede in standard English: going-to futures and intentions, common adjectives
// and places, a noun phrase's first word, degree words, and "-ing" forms (not nouns such as "thing", "morning").
const PREDICATE_WORDS =
  wordSet(`finna tryna gonna bout 'bout about mad tired hungry sick broke ready late busy happy
  sad hype hyped right wrong so real at outside home here there with in on good fine cute funny crazy sure scared
  upset asleep lying capping salty okay angry annoyed excited the a an my your his her our their`);
// "He always late", "she just tired": an adverb between pronoun and predicate; the word after it decides.
const ADVERBS = wordSet('not never always still just really');
const ING = /^\p{L}+in(?:g|['’])$/iu;
// Where a clause starts, so that the pronoun is its subject and not an object ("told you so", "thank you").
const CLAUSE_START =
  /(?:^|[.,;:!?(]|\b(?:and|but|so|because|cause|cuz|cus|why|how|where|what|who|since|if|when|while|think|thought|know|knew|said|guess|hope|bet|lol|til|till|until|before|after))\s*$/i;
const WH_BEFORE = /\b(?:why|where|what|how|who)\s*$/i;
const PRONOUN_PREDICATE = new RegExp(String.raw`(he|she|we|they|you)(\s+)(${WORD})`, 'giu');

/** AAVE → standard English: the copula a pronoun subject left out ("he mad" → "he's mad", "You good?" → "Are you good?"). */
export function toStandardCopula(text: string): Rewrite {
  let changed = false;
  const rewritten = text.replace(
    PRONOUN_PREDICATE,
    (match: string, pronoun: string, space: string, next: string, offset: number) => {
      if (offset > 0 && LETTER.test(text[offset - 1]!)) return match;
      if (!isPredicate(next.toLowerCase(), text.slice(offset + match.length))) return match;
      const before = text.slice(0, offset);
      if (!CLAUSE_START.test(before)) return match;
      changed = true;
      const subject = pronoun.toLowerCase();
      // In a question the verb comes first: "You good?" → "Are you good?", "Why you mad?" → "Why are you mad?".
      if (isQuestion(text, offset) && !/,/.test(text.slice(offset, text.indexOf('?', offset)))) {
        const verb = subject === 'he' || subject === 'she' ? 'is' : 'are';
        if (WH_BEFORE.test(before)) return `${verb}${space}${pronoun}${space}${next}`;
        if (/(?:^|[.!?]\s*)$/.test(before))
          return `${capitalisedLike(verb, pronoun)}${space}${subject}${space}${next}`;
      }
      return `${capitalisedLike(PRONOUN_COPULA[subject]!, pronoun)}${space}${next}`;
    },
  );
  return { text: rewritten, changed };
}

function isPredicate(word: string, rest: string): boolean {
  if (ADVERBS.has(word)) {
    // Only when the word after the adverb is a predicate itself: "he always late", not "they always go".
    const following = /^\s+([\p{L}'’-]+)/u.exec(rest)?.[1]?.toLowerCase();
    return !!following && !ADVERBS.has(following) && isPredicate(following, '');
  }
  return PREDICATE_WORDS.has(word) || (ING.test(word) && !ING_NOUNS.test(word));
}
