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
  flashcards: '/flashcards',
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
