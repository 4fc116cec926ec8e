// The pages of the shared route table (src/shared/routes.ts, spec 1 §2, spec 2 §2) and the not-found page for
// every other path, as the server decides too. All but the translator home load lazily.
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { PAGE_ROUTES, type PageComponentRouteId, type PageRoute } from '@shared/routes';
import { PageLoading } from '@client/components/ui/spinner';
import { AppLayout } from './layouts/app-layout';
import { HydrationMark } from './hydration-mark';
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

type Page = LazyExoticComponent<ComponentType>;

const pages = {
  landing: lazy(() => import('./routes/landing')),
  about: lazy(() => import('./routes/about')),
  privacy: lazy(() => import('./routes/privacy')),
  terms: lazy(() => import('./routes/terms')),
  facebookDataDeletion: lazy(() => import('./routes/facebook-data-deletion')),
  accessDenied: lazy(() => import('./routes/access-denied')),
  dashboard: lazy(() => import('./routes/dashboard')),
  saved: lazy(() => import('./routes/saved')),
  history: lazy(() => import('./routes/history')),
  streak: lazy(() => import('./routes/streak')),
  signIn: lazy(() => import('./routes/sign-in')),
  forgotPassword: lazy(() => import('./routes/forgot-password')),
  resetPassword: lazy(() => import('./routes/reset-password')),
  dictionary: lazy(() => import('./routes/dictionary')),
  dictionaryAdd: lazy(() => import('./routes/dictionary-add')),
  suggest: lazy(() => import('./routes/suggest-term')),
  slangTerm: lazy(() => import('./routes/slang-term')),
  share: lazy(() => import('./routes/shared-translation')),
  flashcards: lazy(() => import('./routes/flashcards')),
  admin: lazy(() => import('./routes/admin')),
  editor: lazy(() => import('./routes/editor')),
  notFound: lazy(() => import('./routes/not-found')),
} satisfies Record<string, Page>;

/** Pages with their own frame (no shared header/footer). */
const framed = (Page: Page, options: { footer?: boolean } = {}) =>
  function FramedPage() {
    return (
      <AppLayout footer={options.footer ?? true}>
        <Suspense fallback={<PageLoading />}>
          <Page />
          <HydrationMark />
        </Suspense>
      </AppLayout>
    );
  };
const bare = (Page: Page) =>
  function BarePage() {
    return (
      <Suspense fallback={<PageLoading />}>
        <Page />
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
