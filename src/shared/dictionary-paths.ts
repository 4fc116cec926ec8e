// The dictionary's browse addresses (issue 26 item 2): /dictionary, /dictionary/{country} and
// /dictionary/{country}/{category}, for the router, the server's pages, the sitemap and links. The first version
// kept the level in the query (/dictionary?country=…&category=…); those addresses answer 301 to these.

/** The address of a browse level: all countries, one country's categories, or one category's entries. */
export function dictionaryBrowsePath(country?: string | null, category?: string | null): string {
  if (!country) return '/dictionary';
  const countryPath = `/dictionary/${encodeURIComponent(country)}`;
  return category ? `${countryPath}/${encodeURIComponent(category)}` : countryPath;
}

// Country and category ids are lowercase words joined by hyphens (content/dictionary/countries.json).
const ID = '[a-z0-9]+(?:-[a-z0-9]+)*';

/** The browse levels below /dictionary; /dictionary/add and /dictionary/suggest come first in the route table. */
export const DICTIONARY_BROWSE_PATTERN = new RegExp(
  `^/dictionary/(?<country>${ID})(?:/(?<category>${ID}))?/?$`,
);

/** The browse level a path names (null: not a browse level below /dictionary). */
export function browseLevelOf(
  pathname: string,
): { country: string; category: string | null } | null {
  const groups = DICTIONARY_BROWSE_PATTERN.exec(pathname)?.groups;
  return groups?.country ? { country: groups.country, category: groups.category ?? null } : null;
}

/** Where a first-version query address (/dictionary?country=…&category=…) now lives, or null. */
export function legacyBrowseRedirect(pathname: string, search: string): string | null {
  if (pathname.replace(/\/+$/, '') !== '/dictionary') return null;
  const params = new URLSearchParams(search);
  const country = params.get('country');
  if (!country) return null;
  params.delete('country');
  const target = dictionaryBrowsePath(country, params.get('category'));
  params.delete('category');
  const rest = params.toString();
  return rest ? `${target}?${rest}` : target;
}
