// Persian verb endings between the written standard and spoken Tehrani (issue 27, grammar as rules), for verbs the
// lexicon does not list form by form:
// - towards the spoken style, the perfect joined to its participle is said as the simple past ("رفته‌ام" →
//   "رفتم", "نرفته‌اند" → "نرفتن") and a negative perfect drops its "است" ("نداده است" → "نداده");
// - towards the standard, the spoken 3rd person plural "-ن" of a past verb in progress is written "-ند"
//   ("می‌خندیدن" → "می‌خندیدند", "داشتن می‌…" → "داشتند می‌…").
import type { StyleTerm } from './stages/types';

export const PERSIAN_VERB_TERM: StyleTerm = {
  term: 'spoken verb endings',
  meaning:
    'spoken Persian shortens verb endings: the perfect is said as the simple past (“رفته‌ام” → “رفتم”), “-ند” as “-ن”',
};

type Rewrite = { text: string; changed: boolean };

const ZWNJ = '\u200c';
// A participle (past stem in د or ت, then ه) with a joined personal ending of the perfect.
const PERFECT = new RegExp(
  String.raw`(?<![\p{L}\p{M}])(\p{L}{2,}?[دت])ه${ZWNJ}?(ام|ای|ایم|اید|اند)(?![\p{L}\p{M}${ZWNJ}])`,
  'gu',
);
const SPOKEN_ENDING: Record<string, string> = { ام: 'م', ای: 'ی', ایم: 'یم', اید: 'ین', اند: 'ن' };
// Participles that are adjectives in everyday use: "خسته‌ام" is "خسته‌م", not a verb.
const ADJECTIVES = new Set(['خست', 'آماد', 'زند', 'ساد', 'شرمند', 'بست', 'مرد', 'افتاد', 'دلبست']);
const NEGATIVE_PERFECT = new RegExp(
  String.raw`(?<![\p{L}\p{M}])(ن\p{L}+[دت]ه)\s+است(?![\p{L}\p{M}${ZWNJ}])`,
  'gu',
);

/** Standard → spoken Persian: perfect as the simple past, a negative perfect without "است". */
export function toSpokenVerbs(text: string): Rewrite {
  let changed = false;
  let current = text.replace(PERFECT, (match: string, stem: string, ending: string) => {
    // "خسته‌ام" is an adjective with "am", written so in texts too.
    if (ADJECTIVES.has(stem.replace(/^ن/, ''))) return match;
    changed = true;
    return stem + SPOKEN_ENDING[ending]!;
  });
  current = current.replace(NEGATIVE_PERFECT, (_match: string, participle: string) => {
    changed = true;
    return participle;
  });
  return { text: current, changed };
}

const PAST_PROGRESSIVE = new RegExp(
  String.raw`(?<![\p{L}\p{M}])(می${ZWNJ}?\p{L}+?[دت])ن(?![\p{L}\p{M}${ZWNJ}])`,
  'gu',
);
const HAD_BEFORE_VERB = new RegExp(
  String.raw`(?<![\p{L}\p{M}])داشت(ن|ین)(?=\s+(?:ن?می|ب)${ZWNJ}?\p{L})`,
  'gu',
);

/** Spoken → standard Persian: the 3rd person plural "-ن" of a past verb in progress written "-ند". */
export function toStandardVerbs(text: string): Rewrite {
  let changed = false;
  let current = text.replace(PAST_PROGRESSIVE, (_match: string, verb: string) => {
    changed = true;
    return `${verb}ند`;
  });
  current = current.replace(HAD_BEFORE_VERB, (_match: string, ending: string) => {
    changed = true;
    return `داشت${ending === 'ن' ? 'ند' : 'ید'}`;
  });
  return { text: current, changed };
}
