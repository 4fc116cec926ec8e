// Stage 5, repair: grammar a style's lexicon cannot write phrase by phrase, run around its pass — AAVE's negative
// concord ⇄ standard negation (negative-concord.ts). The register subject repair (register-subject.ts) and the
// sentence form (sentence-case.ts) run over the finished text in style-engine.ts.
import { NEGATIVE_CONCORD_TERM, toNegativeConcord, toSingleNegation } from '../negative-concord';
import { type StyleTerm } from './types';

/** Rewrites a whole text in one way; `changed` says whether it did anything. */
export type GrammarRewrite = (text: string) => { text: string; changed: boolean };

/**
 * Grammar a style's lexicon cannot write phrase by phrase: towards the standard before the source's lexicon (which
 * then finds the standard verb forms it knows), towards the style after the target's; named in the explanation.
 */
export const GRAMMAR: Record<
  string,
  { toStandard: GrammarRewrite; toStyle: GrammarRewrite; term: StyleTerm }
> = {
  aave: { toStandard: toSingleNegation, toStyle: toNegativeConcord, term: NEGATIVE_CONCORD_TERM },
};
