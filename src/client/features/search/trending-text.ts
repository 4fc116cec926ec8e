// The trending terms' visible texts (issue 28 item 4), shared by the UI and its tests.
export const TRENDING_TEXT = {
  title: 'Trending this week',
  /** The search dialog's shorter heading, before anything is typed. */
  searchTitle: 'Trending',
} as const;
