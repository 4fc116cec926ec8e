// The term page's addresses (spec 2 §2), for the router, the server's page renderer and links. A module of its
// own: the router is on the first page, and the rest of the dictionary's constants need not be.
/** The canonical address of a term page. */
export const termPath = (slug: string) => `/slang/${encodeURIComponent(slug)}`;

// The term page answers at four address shapes (spec 2 §2); the last three are aliases of the first.
export const TERM_PATTERNS = [
  /^\/slang\/(?<slug>[^/]+)\/?$/,
  /^\/what-does-(?<slug>.+)-mean\/?$/,
  /^\/meaning-of-(?<slug>.+?)\/?$/,
  /^\/what-is-(?<slug>.+?)\/?$/,
];
export const TERM_ALIAS_PATTERNS = TERM_PATTERNS.slice(1);

/** The slug a term page address names, or null when the path is no term page. */
export function slugFromTermPath(pathname: string): string | null {
  for (const pattern of TERM_PATTERNS) {
    const slug = pattern.exec(pathname)?.groups?.slug;
    if (slug) {
      try {
        return decodeURIComponent(slug);
      } catch {
        return null;
      }
    }
  }
  return null;
}
