// The head of every page of the route table that is not a term page or a dictionary browse level (those are
// written from their data in src/server/dictionary/pages.ts): a title, a description and a canonical address of
// its own for each public page, so no two pages look alike to a search engine or in a shared link (issue 26
// item 3); the signed-in and working pages get a title and noindex. An alias names its main address as canonical.
import type { PageRouteId } from '@shared/routes';
import { BRAND_NAME } from '@shared/brand';

export interface PageHead {
  /** The page's own title (the brand is added by documentTitle, except for the home page). */
  title: string;
  description?: string;
  /** The page's main address; an alias names its main page's. Absent: noindex. */
  canonicalPath?: string;
}

const HOME: PageHead = {
  title: `${BRAND_NAME} — translate between slang, styles and dialects`,
  description:
    'Turn everyday text into Gen Z slang, British or business English, Rioplatense or Iraqi Arabic and back, and see every slang word explained.',
  canonicalPath: '/',
};
const PRIVACY: PageHead = {
  title: 'Privacy Policy',
  description: `What ${BRAND_NAME} stores about you, why, for how long, and how to see, export or delete it.`,
  canonicalPath: '/privacy-policy',
};
const TERMS: PageHead = {
  title: 'Terms of Service',
  description: `The rules for using ${BRAND_NAME}: accounts, the community dictionary, translations and the public API.`,
  canonicalPath: '/terms-of-service',
};
const private_ = (title: string): PageHead => ({ title });

/** Heads by route (term pages, browse levels and the not-found page are written from their data). */
export const PAGE_HEADS: Partial<Record<PageRouteId, PageHead>> = {
  home: HOME,
  // The home page with a modal over it: the modal's own page is the main address.
  legal: { ...PRIVACY, title: 'Legal', canonicalPath: '/privacy-policy' },
  api: {
    title: 'API documentation',
    description: `Translate with ${BRAND_NAME} from your own code: keys, limits and every endpoint of the public API.`,
    canonicalPath: '/docs/api',
  },
  landing: {
    title: 'Speak every style of English and Spanish slang',
    description: `Why people use ${BRAND_NAME}: a slang translator that explains itself, a dictionary written by people who talk that way, and flashcards that stick.`,
    canonicalPath: '/landing',
  },
  about: {
    title: 'About us',
    description: `Who makes ${BRAND_NAME}, why a slang translator, and how editors and the community keep the dictionary accurate and respectful.`,
    canonicalPath: '/about',
  },
  privacyPolicy: PRIVACY,
  privacy: PRIVACY,
  termsOfService: TERMS,
  terms: TERMS,
  facebookDataDeletion: {
    title: 'Delete your data',
    description: `How to delete your ${BRAND_NAME} account and everything stored with it, including data from signing in with Facebook.`,
    canonicalPath: '/facebook-data-deletion',
  },
  flashcards: {
    title: 'Slang flashcards',
    description:
      'Learn Gen Z, Spanish, Arabic and Russian slang with flashcards: study a pack, pass its quiz to unlock the next, and review on a spaced schedule.',
    canonicalPath: '/flashcards',
  },
  dictionary: {
    title: 'Slang Dictionary: meanings and examples',
    description:
      'Browse American, Spanish, Arabic and Russian slang by country and category: what each term means, where it comes from and how people really use it.',
    canonicalPath: '/dictionary',
  },
  streak: { title: 'Your visit streak', canonicalPath: undefined },
  accessDenied: private_('Access Denied'),
  dashboard: private_('Dashboard'),
  saved: private_('Saved translations'),
  history: private_('Translation history'),
  flashcardStats: private_('Learning statistics'),
  signIn: private_('Sign in'),
  forgotPassword: private_('Forgot password'),
  resetPassword: private_('Reset password'),
  dictionaryAdd: private_('Add slang'),
  dictionarySuggest: private_('Suggest a slang term'),
  suggestTerm: private_('Suggest a slang term'),
  adminTool: private_('Admin'),
  editor: private_('Editor'),
};
