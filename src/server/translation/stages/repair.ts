// Stage 5, repair: grammar a style's lexicon cannot write phrase by phrase, run around its pass — AAVE's negative
// concord ⇄ standard negation (negative-concord.ts) and its zero copula ⇄ "is"/"are" (aave-copula.ts). The register
// subject repair (register-subject.ts) and the sentence form (sentence-case.ts) run over the finished text in
// style-engine.ts.
import { toStandardCopula, toZeroCopula, ZERO_COPULA_TERM } from '../aave-copula';
import {
  NOUN_COPULA_TERM,
  POSSESSIVE_TERM,
  toStandardNounCopula,
  toStandardPossessive,
} from '../aave-nouns';
import { ADDRESS_AGREEMENT_TERM, toFamiliarAgreement, toPoliteAgreement } from '../german-address';
import { QUESTION_AUXILIARY_TERM, toStandardQuestion } from '../informal-questions';
import { PERSIAN_VERB_TERM, toSpokenVerbs, toStandardVerbs } from '../persian-verbs';
import { POLITE_IMPERATIVE_TERM, toPoliteImperative } from '../polite-imperative';
import { toVoseoImperative, VOSEO_IMPERATIVE_TERM } from '../voseo-imperative';
import { NEGATIVE_CONCORD_TERM, toNegativeConcord, toSingleNegation } from '../negative-concord';
import { type StyleTerm } from './types';

/** Rewrites a whole text in one way; `changed` says whether it did anything. */
export type GrammarRewrite = (text: string) => { text: string; changed: boolean };

/** One grammar rule of a style, both ways, and the term that names it in an explanation. */
export interface GrammarRule {
  toStandard: GrammarRewrite;
  toStyle: GrammarRewrite;
  term: StyleTerm;
  /** Towards the standard after the lexicon's pass, when the rule reads standard words ("he upset" → "he's upset"). */
  toStandardAfterLexicon?: boolean;
}

const unchanged: GrammarRewrite = (text) => ({ text, changed: false });

/** Informal English asks without "do"/"are"/"have"; the standard puts it back (informal-questions.ts). */
const QUESTION_AUXILIARY: GrammarRule = {
  toStandard: toStandardQuestion,
  toStyle: unchanged,
  term: QUESTION_AUXILIARY_TERM,
  toStandardAfterLexicon: true,
};

/**
 * Grammar a style's lexicon cannot write phrase by phrase: towards the standard before the source's lexicon (which
 * then finds the standard verb forms it knows) unless a rule says after it, towards the style after the target's;
 * each rule that changed the text is named in the explanation. Rules run in order.
 */
export const GRAMMAR: Record<string, readonly GrammarRule[]> = {
  aave: [
    { toStandard: toSingleNegation, toStyle: toNegativeConcord, term: NEGATIVE_CONCORD_TERM },
    {
      toStandard: toStandardCopula,
      toStyle: toZeroCopula,
      term: ZERO_COPULA_TERM,
      toStandardAfterLexicon: true,
    },
    {
      toStandard: toStandardNounCopula,
      toStyle: unchanged,
      term: NOUN_COPULA_TERM,
      toStandardAfterLexicon: true,
    },
    {
      toStandard: toStandardPossessive,
      toStyle: unchanged,
      term: POSSESSIVE_TERM,
      toStandardAfterLexicon: true,
    },
    QUESTION_AUXILIARY,
  ],
  formal_german: [
    {
      toStandard: toFamiliarAgreement,
      toStyle: toPoliteAgreement,
      term: ADDRESS_AGREEMENT_TERM,
      toStandardAfterLexicon: true,
    },
  ],
  formal_english: [
    { toStandard: unchanged, toStyle: toPoliteImperative, term: POLITE_IMPERATIVE_TERM },
  ],
  gen_z_english: [QUESTION_AUXILIARY],
  rioplatense_spanish: [
    { toStandard: unchanged, toStyle: toVoseoImperative, term: VOSEO_IMPERATIVE_TERM },
  ],
  persian_slang: [
    {
      toStandard: toStandardVerbs,
      toStyle: toSpokenVerbs,
      term: PERSIAN_VERB_TERM,
      toStandardAfterLexicon: true,
    },
  ],
  millennial_english: [QUESTION_AUXILIARY],
};

/**
 * Runs a style's rules one way over a text (towards the standard: those before the lexicon's pass, or with
 * `afterLexicon` those after it): the text after all of them and the terms of those that changed it.
 */
export function applyGrammar(
  rules: readonly GrammarRule[] | undefined,
  way: 'toStandard' | 'toStyle',
  text: string,
  { afterLexicon = false } = {},
): { text: string; terms: StyleTerm[] } {
  const terms: StyleTerm[] = [];
  let current = text;
  for (const rule of rules ?? []) {
    if (way === 'toStandard' && !!rule.toStandardAfterLexicon !== afterLexicon) continue;
    const result = rule[way](current);
    if (!result.changed) continue;
    current = result.text;
    terms.push(rule.term);
  }
  return { text: current, terms };
}
