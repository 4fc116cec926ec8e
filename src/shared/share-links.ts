// A shared translation's addresses (issue 26): its public page and its link-preview picture, for the route table
// and the server. The route table is on the first page: nothing else belongs here. Ids are random and URL-safe
// (src/server/shares/store.ts makes them).
/** The public page of a shared translation. */
export const sharePath = (id: string) => `/s/${encodeURIComponent(id)}`;

/** Its 1200×630 preview picture (og:image). */
export const shareImagePath = (id: string) => `/og/s/${encodeURIComponent(id)}.png`;

export const SHARE_PATTERNS = [/^\/s\/(?<id>[\w-]{10,32})\/?$/];

/** The share id a page address names, or null when the path is no shared translation's page. */
export function shareIdFromPath(pathname: string): string | null {
  for (const pattern of SHARE_PATTERNS) {
    const id = pattern.exec(pathname)?.groups?.id;
    if (id) return id;
  }
  return null;
}
