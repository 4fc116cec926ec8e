// The app's pages (spec 1 §2, spec 2 §2): the one table that decides which paths exist. The client's router
// renders a page for each entry and the not-found page for every other path; the server answers the entries with
// the app and every other path with a 404 and the same not-found page, so a search engine never sees a soft 404.
// A new page is one entry here and its component in src/client/app/router.tsx (which the type checker demands).
import { DICTIONARY_BROWSE_PATTERN } from './dictionary-paths';
import { EDITOR_PAGES } from './roles';
import { SHARE_PATTERNS } from './share-links';
import { TERM_PATTERNS } from './term-paths';

/** The admin tools at /admin/{tool}, in the spec's order; /admin alone leads to the first. */
export const ADMIN_TOOLS = [
  'dictionary',
  'submissions',
  'review-queue',
  'editor',
  'settings',
] as const;
export type AdminTool = (typeof ADMIN_TOOLS)[number];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A path without parameters; like the router's own patterns, a trailing slash is the same page. */
const exact = (path: string) => new RegExp(`^${path === '/' ? '/' : `${escapeRegExp(path)}/?`}$`);

/** `/{prefix}/{name}` for one of `names`, the name as the parameter `param`. */
const oneOf = (prefix: string, param: string, names: readonly string[]) =>
  new RegExp(`^${escapeRegExp(prefix)}/(?<${param}>${names.map(escapeRegExp).join('|')})/?$`);

export interface PageRoute {
  /** The paths of the page (several for a page with aliases); named groups are its parameters. */
  patterns: readonly RegExp[];
  /** Where the path leads instead of a page of its own. */
  redirect?: string;
}

export const PAGE_ROUTES = {
  home: { patterns: [exact('/')] },
  legal: { patterns: [exact('/legal')] },
  api: { patterns: [exact('/api')] },
  landing: { patterns: [exact('/landing')] },
  about: { patterns: [exact('/about')] },
  privacyPolicy: { patterns: [exact('/privacy-policy')] },
  privacy: { patterns: [exact('/privacy')] },
  termsOfService: { patterns: [exact('/terms-of-service')] },
  terms: { patterns: [exact('/terms')] },
  facebookDataDeletion: { patterns: [exact('/facebook-data-deletion')] },
  accessDenied: { patterns: [exact('/403')] },
  dashboard: { patterns: [exact('/dashboard')] },
  saved: { patterns: [exact('/saved')] },
  history: { patterns: [exact('/history')] },
  streak: { patterns: [exact('/streak')] },
  signIn: { patterns: [exact('/sign-in')] },
  forgotPassword: { patterns: [exact('/forgot-password')] },
  resetPassword: { patterns: [exact('/reset-password')] },
  dictionary: { patterns: [exact('/dictionary')] },
  dictionaryAdd: { patterns: [exact('/dictionary/add')] },
  dictionarySuggest: { patterns: [exact('/dictionary/suggest')] },
  // After add and suggest, which its pattern would also match.
  dictionaryBrowse: { patterns: [DICTIONARY_BROWSE_PATTERN] },
  suggestTerm: { patterns: [exact('/suggest-term')] },
  slangTerm: { patterns: TERM_PATTERNS },
  share: { patterns: SHARE_PATTERNS },
  flashcards: { patterns: [exact('/flashcards')] },
  // Issue 29: a learner's review statistics.
  flashcardStats: { patterns: [exact('/flashcards/stats')] },
  // Issue 28: the word of the day, its archive, and contributors' public pages.
  wordOfTheDay: { patterns: [exact('/word-of-the-day')] },
  wordOfTheDayArchive: { patterns: [exact('/word-of-the-day/archive')] },
  contributor: { patterns: [/^\/u\/(?<handle>[a-z0-9][a-z0-9_-]{1,28}[a-z0-9])\/?$/] },
  adminIndex: { patterns: [exact('/admin')], redirect: `/admin/${ADMIN_TOOLS[0]}` },
  adminTool: { patterns: [oneOf('/admin', 'tool', ADMIN_TOOLS)] },
  editor: {
    patterns: [
      oneOf(
        '/editor',
        'style',
        EDITOR_PAGES.map((page) => page.path.slice('/editor/'.length)),
      ),
    ],
  },
} satisfies Record<string, PageRoute>;
export type PageRouteId = keyof typeof PAGE_ROUTES;
/** The routes that show a page of their own (not a redirect): each needs a component in the client's router. */
export type PageComponentRouteId = {
  [Id in PageRouteId]: (typeof PAGE_ROUTES)[Id] extends { redirect: string } ? never : Id;
}[PageRouteId];

/** The route a path belongs to (the path as the browser shows it, percent-encoded), or null: a 404. */
export function findPageRoute(pathname: string): { id: PageRouteId; route: PageRoute } | null {
  // The client's router matches the decoded path (wouter decodes it with decodeURI): so does this.
  let path = pathname;
  try {
    path = decodeURI(pathname);
  } catch {
    // Malformed escapes are matched as they are, as the router does.
  }
  for (const [id, route] of Object.entries(PAGE_ROUTES) as [PageRouteId, PageRoute][]) {
    if (route.patterns.some((pattern) => pattern.test(path))) return { id, route };
  }
  return null;
}

/** The not-found page of every unknown path (spec 1 §2), on both sides. */
export const NOT_FOUND_PAGE = {
  title: '404 Page Not Found',
  text: 'Did you forget to add the page to the router?',
  back: 'Back to the translator',
} as const;
