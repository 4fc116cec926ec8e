// A term page's title and description, on both sides: apart from page-title.ts, which every first page loads, as
// only the term page and the server need these.
import { DESCRIPTION_MAX, documentTitle, TITLE_MAX } from './page-title';

/** `text` cut to `max` characters at a word boundary where there is one, ending in "…" when cut. */
export function truncateText(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(clean);
  if (chars.length <= max) return clean;
  const cut = chars.slice(0, max - 1).join('');
  const space = cut.lastIndexOf(' ');
  const kept = space >= max / 2 ? cut.slice(0, space) : cut;
  return `${kept.replace(/[\s,;:.–—-]+$/u, '')}…`;
}

const fits = (title: string) => Array.from(documentTitle(title)).length <= TITLE_MAX;

/**
 * A term page's title (without the brand; documentTitle adds it and stays within TITLE_MAX). `qualifier` tells
 * the term from others of the same name (their category or language), so that every term page's title is its
 * own; the server works it out (see termTitleQualifier) and sends it with the term.
 */
export function termPageTitle(term: string, qualifier: string | null = null): string {
  const suffix = qualifier ? ` (${qualifier})` : '';
  const question = `What does “${term}” mean?${suffix}`;
  if (fits(question)) return question;
  const short = `“${term}”${suffix} meaning`;
  if (fits(short)) return short;
  // A long term: shortened so that the qualifier, which makes the title unique, stays whole.
  const room = TITLE_MAX - Array.from(documentTitle(`“”${suffix}`)).length;
  return fits(`“x”${suffix}`)
    ? `“${truncateText(term, Math.max(room, 2))}”${suffix}`
    : truncateText(`“${term}”${suffix}`, TITLE_MAX - Array.from(documentTitle('')).length);
}

/** A term page's meta description: the term and its meaning, within DESCRIPTION_MAX. */
export const termPageDescription = (term: string, meaning: string) =>
  truncateText(`${term}: ${meaning}`, DESCRIPTION_MAX);
