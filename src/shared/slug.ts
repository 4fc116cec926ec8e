// Turns a slang term into the slug of its page (/slang/{slug}): lower case, letters and digits joined by '-'.
// Letters of every script are kept, so Arabic, Persian and Cyrillic terms get readable slugs too.
export function slugify(term: string): string {
  return term
    .normalize('NFKC')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}
