// Written English registers (formal, business) say who does what. An informal source often drops a first-person
// subject ("hey, can't make it") or writes it in lower case ("i"); once the rewrite has expanded the verb
// ("cannot make it"), the register's sentence needs its "I" back: "Hello, I cannot make it."
//
// Only verb forms that cannot open an imperative or a question get a subject: "Cannot make it" and "Am running
// late" have a dropped "I", while "Do not forget" (an imperative) and "Will not be a problem" (a dropped "it")
// are left as written.

/** Verb forms that, opening a clause, stand for "I …": negated modals, "am", and the hedges of a note. */
const FIRST_PERSON_VERBS = String.raw`cannot|could not|am|was wondering|hope|look forward`;

/** A greeting that may open the sentence before the dropped subject ("Hello, cannot make it"). */
const GREETING = String.raw`(?:Hello|Hi|Good (?:morning|afternoon|evening)|Dear [\p{L}'-]+)[,!]?\s+`;

/** A clause start (the text's start, or after an end mark and spaces), an optional greeting, then the verb. */
const DROPPED_SUBJECT = new RegExp(
  String.raw`(^|[.!?…]\s+|\n)(${GREETING})?(${FIRST_PERSON_VERBS})\b`,
  'giu',
);

/** The pronoun "i" written in lower case, as a word of its own (not "i.e."). */
const LOWER_CASE_I = /(?<![\p{L}\p{N}'’.-])i(?=(?:['’](?:m|ve|ll|d))?(?![\p{L}\p{N}.-]))/gu;

/** The English register repairs: "i" → "I", and the dropped first-person subject restored. */
export function repairRegisterSubject(text: string): string {
  return text
    .replace(LOWER_CASE_I, 'I')
    .replace(
      DROPPED_SUBJECT,
      (_match, start: string, greeting: string | undefined, verb: string) => {
        const lowered = verb.charAt(0).toLowerCase() + verb.slice(1);
        return `${start}${greeting ?? ''}I ${lowered}`;
      },
    );
}
