// The one way the client words a count: English plural rules from Intl.PluralRules ("1 translation", "2
// translations", "0 translations"), never "translation(s)". The copy is English (the app's only language).
const englishPlurals = new Intl.PluralRules('en-US');

/** The form of a word (or phrase) for `count`: plural(1, 'entry', 'entries') → 'entry'. */
export function plural(count: number, one: string, other: string): string {
  return englishPlurals.select(count) === 'one' ? one : other;
}

/** The count with its word: countOf(2, 'term', 'terms') → '2 terms'. */
export function countOf(count: number, one: string, other: string): string {
  return `${count} ${plural(count, one, other)}`;
}
