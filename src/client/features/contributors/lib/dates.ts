// How contributors' dates read. Written in UTC: the server's render and the browser's (in any time zone) give the
// same text, so hydration keeps it.

const readable = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** "December 2026". */
export function formatMonth(iso: string): string {
  return (
    readable(iso)?.toLocaleDateString('en-US', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }) ?? ''
  );
}

/** "Dec 7, 2026". */
export function formatShortDate(iso: string): string {
  return (
    readable(iso)?.toLocaleDateString('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    }) ?? ''
  );
}
