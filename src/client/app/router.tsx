// Every route of the full route table (spec 1 §2, spec 2 §2). All but the translator home load lazily.
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Switch } from 'wouter';
import { TERM_ALIAS_PATTERNS } from '@shared/term-paths';
import { PageLoading } from '@client/components/ui/spinner';
import { paths } from '@client/config/paths';
import { AppLayout } from './layouts/app-layout';
import HomeRoute from './routes/home';

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
        </Suspense>
      </AppLayout>
    );
  };
const bare = (Page: Page) =>
  function BarePage() {
    return (
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    );
  };

export function AppRouter() {
  return (
    <Switch>
      <Route path={paths.home} component={HomeRoute} />
      <Route path={paths.legal} component={HomeRoute} />
      <Route path={paths.api} component={HomeRoute} />
      <Route path={paths.landing} component={bare(pages.landing)} />
      <Route path={paths.about} component={framed(pages.about)} />
      <Route path={paths.privacyPolicy} component={bare(pages.privacy)} />
      <Route path={paths.privacy} component={bare(pages.privacy)} />
      <Route path={paths.termsOfService} component={bare(pages.terms)} />
      <Route path={paths.terms} component={bare(pages.terms)} />
      <Route path={paths.facebookDataDeletion} component={framed(pages.facebookDataDeletion)} />
      <Route path={paths.accessDenied} component={framed(pages.accessDenied)} />
      <Route path={paths.dashboard} component={framed(pages.dashboard)} />
      <Route path={paths.saved} component={framed(pages.saved)} />
      <Route path={paths.history} component={framed(pages.history)} />
      <Route path={paths.streak} component={framed(pages.streak)} />
      <Route path={paths.signIn} component={framed(pages.signIn)} />
      <Route path={paths.forgotPassword} component={framed(pages.forgotPassword)} />
      <Route path={paths.resetPassword} component={framed(pages.resetPassword)} />
      <Route path={paths.dictionary} component={framed(pages.dictionary)} />
      <Route path={paths.dictionaryAdd} component={framed(pages.dictionaryAdd)} />
      <Route path={paths.dictionarySuggest} component={framed(pages.suggest)} />
      <Route path={paths.suggestTerm} component={framed(pages.suggest)} />
      <Route path="/slang/:slug" component={framed(pages.slangTerm)} />
      {TERM_ALIAS_PATTERNS.map((pattern) => (
        <Route key={pattern.source} path={pattern} component={framed(pages.slangTerm)} />
      ))}
      <Route path={paths.flashcards} component={framed(pages.flashcards)} />
      <Route path="/admin/:tool" component={framed(pages.admin)} />
      <Route path="/editor/:style" component={framed(pages.editor)} />
      <Route component={framed(pages.notFound)} />
    </Switch>
  );
}
