// Small helpers the grammar rules share (aave-copula.ts, aave-nouns.ts, informal-questions.ts, german-address.ts,
// voseo-imperative.ts, polite-imperative.ts): word lists written as text, where a sentence ends, letter case.

/** A set of the words of a whitespace-separated list. */
export const wordSet = (list: string) => new Set(list.trim().split(/\s+/));

/** Whether the sentence that goes on from `offset` ends with a question mark. */
export function isQuestion(text: string, offset: number): boolean {
  return /[.!?]/.exec(text.slice(offset))?.[0] === '?';
}

/** `word` with its first letter in the case of `like`'s first letter. */
export function capitalisedLike(word: string, like: string): string {
  return like[0] === like[0]!.toUpperCase() ? word[0]!.toUpperCase() + word.slice(1) : word;
}

/** English words ending in "-ing" that are not verbs ("thing", "morning", "meeting"). */
export const ING_NOUNS =
  /^(?:\p{L}*thing|morning|evening|ceiling|during|king|ring|wing|sing|string|spring|sibling|pudding|building|meeting|wedding|clothing|painting|ping|ding)$/iu;
