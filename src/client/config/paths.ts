// Every route path of the app (spec 1 §2, spec 2 §2), in one place.
export const paths = {
  home: '/',
  landing: '/landing',
  about: '/about',
  privacyPolicy: '/privacy-policy',
  privacy: '/privacy',
  termsOfService: '/terms-of-service',
  terms: '/terms',
  api: '/api',
  legal: '/legal',
  dashboard: '/dashboard',
  saved: '/saved',
  history: '/history',
  streak: '/streak',
  facebookDataDeletion: '/facebook-data-deletion',
  accessDenied: '/403',
  signIn: '/sign-in',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  dictionary: '/dictionary',
  dictionaryAdd: '/dictionary/add',
  dictionarySuggest: '/dictionary/suggest',
  suggestTerm: '/suggest-term',
  slang: (slug: string) => `/slang/${encodeURIComponent(slug)}`,
  /** A reader's public page (issue 28), named by their handle. */
  profile: (handle: string) => `/u/${encodeURIComponent(handle)}`,
  /** The word of the day (issue 28): today's, or a past day's with `?date=YYYY-MM-DD`. */
  wordOfTheDay: '/word-of-the-day',
  /** The past words of the day, newest first; page 1 has no `?page`. */
  wordOfTheDayArchive: (page = 1) =>
    page > 1 ? `/word-of-the-day/archive?page=${page}` : '/word-of-the-day/archive',
  /** The word of the day's Atom feed: served by the server, not a page of the app (a plain link, not the router's). */
  wordOfTheDayFeed: '/word-of-the-day.atom',
  flashcards: '/flashcards',
  /** A signed-in learner's review statistics (issue 29). */
  flashcardStats: '/flashcards/stats',
  adminDictionary: '/admin/dictionary',
  adminSubmissions: '/admin/submissions',
  adminReviewQueue: '/admin/review-queue',
  adminEditor: '/admin/editor',
  adminSettings: '/admin/settings',
  editor: {
    englishGenz: '/editor/english-genz',
    spanishGenz: '/editor/spanish-genz',
    rioplatenseSpanish: '/editor/rioplatense-spanish',
    iraqiArabic: '/editor/iraqi-arabic',
    russianGenz: '/editor/russian-genz',
    persianSlang: '/editor/persian-slang',
  },
} as const;

/** The legal modal's anchors (spec 1 §2 "Legal and static pages"). */
export const legalAnchors = ['privacy', 'terms', 'api'] as const;
export type LegalAnchor = (typeof legalAnchors)[number];
export const legalLink = (anchor: LegalAnchor) => `${paths.legal}#${anchor}`;
