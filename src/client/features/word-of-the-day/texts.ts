// The word of the day's visible texts (issue 28 item 3), shared by the UI and its tests.
export { WORD_OF_THE_DAY_LINK_TEXT } from './link-text';

export const WORD_OF_THE_DAY_TEXT = {
  title: 'Word of the day',
  /** The tab's title once the term is known. */
  pageTitle: (term: string) => `Word of the day: ${term}`,
  description: 'One slang term a day, with its meaning and a real example.',
  languageLabel: 'Language',
  romanizationLabel: 'Romanization',
  exampleLabel: 'Example',
  contextLabel: 'Context',
  seeTerm: 'See the term',
  translate: 'Translate it',
  share: 'Share',
  shareTitle: (term: string) => `Word of the day: ${term}`,
  shareText: (term: string, meaning: string) => `Word of the day: ${term} — ${meaning}`,
  pastWords: 'Past words',
  subscribe: 'Subscribe (Atom)',
  today: 'Today’s word',
  loading: 'Loading the word of the day',
  loadFailed: 'We could not load the word of the day.',
  none: 'No word of the day',
  noneToday:
    'Today’s word is not out yet. Come back a little later, or look through the past words.',
  noneOn: (day: string) => `There was no word of the day on ${day}.`,
  // The archive (/word-of-the-day/archive)
  archiveTitle: 'Past words of the day',
  archiveDescription: 'Every word of the day so far, newest first.',
  archiveListLabel: 'Past words of the day',
  archiveLoading: 'Loading past words',
  archiveFailed: 'We could not load the past words.',
  archiveEmpty: 'No words of the day yet',
  archiveEmptyHint: 'The first one is on its way.',
  archivePageEmpty: 'There are no words on this page.',
  firstPage: 'Go to the newest words',
} as const;
