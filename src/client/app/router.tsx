// The pages of the shared route table (src/shared/routes.ts, spec 1 §2, spec 2 §2) and the not-found page for
// every other path, as the server decides too. All but the translator home load lazily.
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { PAGE_ROUTES, type PageComponentRouteId, type PageRoute } from '@shared/routes';
import { PageLoading } from '@client/components/ui/spinner';
import { AppLayout } from './layouts/app-layout';
import { HydrationMark } from './hydration-mark';
import { useRenderedModule } from './rendered-modules';
import HomeRoute from './routes/home';

/**
 * The home page is loaded with the app, yet in a Suspense boundary of its own like the lazily loaded pages: React
 * takes a server-rendered boundary over after the frame around it, in a task of its own (selective hydration), so
 * the page's hydration is not one long task. Marked like the lazily loaded pages.
 */
function MarkedHomeRoute() {
  return (
    <Suspense fallback={null}>
      <HomeRoute />
      <HydrationMark />
    </Suspense>
  );
}

interface Page {
  Component: LazyExoticComponent<ComponentType>;
  /** Its module as Vite's manifest names it (from src/client), for the server's preload links. */
  module: string;
}

/** A lazily loaded page; `file` is the module's name under ./routes (a test checks it matches the import). */
const page = (file: string, load: () => Promise<{ default: ComponentType }>): Page => ({
  Component: lazy(load),
  module: `app/routes/${file}.tsx`,
});

const pages = {
  landing: page('landing', () => import('./routes/landing')),
  about: page('about', () => import('./routes/about')),
  privacy: page('privacy', () => import('./routes/privacy')),
  terms: page('terms', () => import('./routes/terms')),
  facebookDataDeletion: page(
    'facebook-data-deletion',
    () => import('./routes/facebook-data-deletion'),
  ),
  accessDenied: page('access-denied', () => import('./routes/access-denied')),
  dashboard: page('dashboard', () => import('./routes/dashboard')),
  saved: page('saved', () => import('./routes/saved')),
  history: page('history', () => import('./routes/history')),
  streak: page('streak', () => import('./routes/streak')),
  signIn: page('sign-in', () => import('./routes/sign-in')),
  forgotPassword: page('forgot-password', () => import('./routes/forgot-password')),
  resetPassword: page('reset-password', () => import('./routes/reset-password')),
  dictionary: page('dictionary', () => import('./routes/dictionary')),
  dictionaryAdd: page('dictionary-add', () => import('./routes/dictionary-add')),
  suggest: page('suggest-term', () => import('./routes/suggest-term')),
  slangTerm: page('slang-term', () => import('./routes/slang-term')),
  share: page('shared-translation', () => import('./routes/shared-translation')),
  flashcards: page('flashcards', () => import('./routes/flashcards')),
  flashcardStats: page('flashcard-stats', () => import('./routes/flashcard-stats')),
  wordOfTheDay: page('word-of-the-day', () => import('./routes/word-of-the-day')),
  wordOfTheDayArchive: page(
    'word-of-the-day-archive',
    () => import('./routes/word-of-the-day-archive'),
  ),
  contributor: page('contributor', () => import('./routes/contributor')),
  admin: page('admin', () => import('./routes/admin')),
  editor: page('editor', () => import('./routes/editor')),
  notFound: page('not-found', () => import('./routes/not-found')),
} satisfies Record<string, Page>;

/** Pages with their own frame (no shared header/footer). */
const framed = (Page: Page, options: { footer?: boolean } = {}) =>
  function FramedPage() {
    useRenderedModule(Page.module);
    return (
      <AppLayout footer={options.footer ?? true}>
        <Suspense fallback={<PageLoading />}>
          <Page.Component />
          <HydrationMark />
        </Suspense>
      </AppLayout>
    );
  };
const bare = (Page: Page) =>
  function BarePage() {
    useRenderedModule(Page.module);
    return (
      <Suspense fallback={<PageLoading />}>
        <Page.Component />
        <HydrationMark />
      </Suspense>
    );
  };

/** Each page of the shared route table (src/shared/routes.ts) and what renders it. */
const ROUTE_COMPONENTS: Record<PageComponentRouteId, ComponentType> = {
  home: MarkedHomeRoute,
  legal: MarkedHomeRoute,
  api: MarkedHomeRoute,
  landing: bare(pages.landing),
  about: framed(pages.about),
  privacyPolicy: bare(pages.privacy),
  privacy: bare(pages.privacy),
  termsOfService: bare(pages.terms),
  terms: bare(pages.terms),
  facebookDataDeletion: framed(pages.facebookDataDeletion),
  accessDenied: framed(pages.accessDenied),
  dashboard: framed(pages.dashboard),
  saved: framed(pages.saved),
  history: framed(pages.history),
  streak: framed(pages.streak),
  signIn: framed(pages.signIn),
  forgotPassword: framed(pages.forgotPassword),
  resetPassword: framed(pages.resetPassword),
  dictionary: framed(pages.dictionary),
  dictionaryAdd: framed(pages.dictionaryAdd),
  dictionarySuggest: framed(pages.suggest),
  dictionaryBrowse: framed(pages.dictionary),
  suggestTerm: framed(pages.suggest),
  slangTerm: framed(pages.slangTerm),
  share: framed(pages.share),
  flashcards: framed(pages.flashcards),
  flashcardStats: framed(pages.flashcardStats),
  wordOfTheDay: framed(pages.wordOfTheDay),
  wordOfTheDayArchive: framed(pages.wordOfTheDayArchive),
  contributor: framed(pages.contributor),
  adminTool: framed(pages.admin),
  editor: framed(pages.editor),
};
const NotFoundPage = framed(pages.notFound);

export function AppRouter() {
  return (
    <Switch>
      {Object.entries(PAGE_ROUTES).flatMap(([id, route]: [string, PageRoute]) =>
        route.patterns.map((pattern) =>
          route.redirect ? (
            <Route key={pattern.source} path={pattern}>
              <Redirect to={route.redirect} replace />
            </Route>
          ) : (
            <Route
              key={pattern.source}
              path={pattern}
              component={ROUTE_COMPONENTS[id as PageComponentRouteId]}
            />
          ),
        ),
      )}
      <Route component={NotFoundPage} />
    </Switch>
  );
}
