// Shared translations (issue 26): their addresses — the public page and its link-preview picture — for the route
// table, the server and the share action, and what a share keeps beside the texts. No zod here: the route table is
// on the first page. Ids are random and URL-safe (src/server/shares/store.ts makes them).

/** Bounds of what a share keeps beside the texts: the translator's explanation and the terms it names. */
export const SHARE_EXPLANATION_MAX = 5000;
export const SHARE_TERMS_MAX = 30;
export const SHARE_TERM_MAX = 200;
export const SHARE_TERM_MEANING_MAX = 1000;

export const SHARE_ID_PATTERN = /^[A-Za-z0-9_-]{10,32}$/;

/** The public page of a shared translation. */
export const sharePath = (id: string) => `/s/${encodeURIComponent(id)}`;

/** Its 1200×630 preview picture (og:image). */
export const shareImagePath = (id: string) => `/og/s/${encodeURIComponent(id)}.png`;

export const SHARE_PATTERNS = [/^\/s\/(?<id>[A-Za-z0-9_-]{10,32})\/?$/];

/** The share id a page address names, or null when the path is no shared translation's page. */
export function shareIdFromPath(pathname: string): string | null {
  for (const pattern of SHARE_PATTERNS) {
    const id = pattern.exec(pathname)?.groups?.id;
    if (id) return id;
  }
  return null;
}
