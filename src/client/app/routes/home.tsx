// The translator home (/), also the page under the legal modal at /legal and /api.
import { ArrowRight, BookOpen, Layers, Sparkles } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'wouter';
import { BRAND_NAME } from '@shared/brand';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { paths } from '@client/config/paths';
import { useCurrentUser } from '@client/features/auth/api/get-current-user';
import { Translator } from '@client/features/translator/components/translator';
import { useLatestVideoUrl } from '@client/features/video/api/get-latest-video-url';
import { DeferredWordOfTheDayLink } from '@client/features/word-of-the-day/components/deferred-word-of-the-day-link';
import { lazyWhenVisible } from '@client/lib/lazy-when-visible';
import { HydrationMark } from '../hydration-mark';
import { AppLayout } from '../layouts/app-layout';

// Below the translator, off a phone's first screen: its code loads, and the server's form is taken over, when it
// comes into view (a visit that never scrolls to it fetches none of it).
const FEEDBACK_ANCHOR_ID = 'feedback';
const FeedbackForm = lazyWhenVisible(FEEDBACK_ANCHOR_ID, () =>
  import('@client/features/feedback/components/feedback-form').then((module) => ({
    default: module.FeedbackForm,
  })),
);
// Loaded only once a video is set: its chunk (with its icons) is one request less on every visit without one.
const DailyVideoCard = lazy(() =>
  import('@client/features/video/components/daily-video-card').then((module) => ({
    default: module.DailyVideoCard,
  })),
);
const LegalModal = lazy(() => import('@client/features/legal/components/legal-modal'));
// "Add to my deck" under the explanation (issue 11 item 5): loaded with the first explanation that names terms.
const ExplanationTermsToDeck = lazy(() => import('../add-to-deck'));

/** A compact hero: the translator right below it is the page's main job. */
function Hero() {
  return (
    <section className="relative overflow-hidden rounded-2xl border bg-surface px-5 py-5 shadow-[var(--shadow-card)] sm:px-8 sm:py-9">
      <div
        className="pointer-events-none absolute -right-24 -top-24 size-72 rounded-full bg-primary/15 blur-3xl dark:bg-primary/10"
        aria-hidden
      />
      {/* Placed from the top, where the first one is: on a slow network the first paint can come while the card's
          text is still arriving, and a glow placed from the bottom moved as the card grew (a layout shift). */}
      <div
        className="pointer-events-none absolute top-3 -left-16 size-72 rounded-full bg-accent/15 blur-3xl sm:top-20 dark:bg-accent/8"
        aria-hidden
      />
      <div className="relative grid gap-3">
        <span className="hidden w-fit items-center gap-1.5 rounded-full bg-secondary px-3 py-1 text-xs font-semibold text-secondary-foreground sm:inline-flex">
          <Sparkles className="size-3.5" aria-hidden /> Slang, styles and dialects
        </span>
        <h1 className="font-display text-2xl font-extrabold tracking-tight text-balance sm:text-4xl">
          Say it like{' '}
          <span className="bg-gradient-to-r from-primary to-accent bg-clip-text text-transparent">
            they
          </span>{' '}
          say it.
        </h1>
        <p className="max-w-2xl text-sm text-muted-foreground text-pretty sm:text-lg">
          {BRAND_NAME} translates between standard language and the way people really talk — Gen Z,
          British, business, Rioplatense, Iraqi Arabic and more — and explains every slang word it
          uses.
        </p>
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm font-semibold">
          <Link
            href={paths.dictionary}
            className="inline-flex items-center gap-1.5 text-primary hover:underline"
          >
            <BookOpen className="size-4" aria-hidden /> Explore the dictionary
          </Link>
          <Link
            href={paths.flashcards}
            className="inline-flex items-center gap-1.5 text-primary hover:underline"
          >
            <Layers className="size-4" aria-hidden /> Study flashcards{' '}
            <ArrowRight className="size-4" aria-hidden />
          </Link>
        </div>
      </div>
    </section>
  );
}

export default function HomeRoute() {
  useDocumentTitle(BRAND_NAME);
  const [location] = useLocation();
  const { user, isLoading } = useCurrentUser();
  const { data: videoUrl } = useLatestVideoUrl();
  const legalOpen = location === paths.legal || location === paths.api;
  return (
    <AppLayout>
      <div className="grid gap-8">
        <Hero />
        <Translator
          signedIn={!!user}
          sessionPending={isLoading}
          TermsPanel={ExplanationTermsToDeck}
        />
        {/* Loaded, with its term, once the page has loaded (the translator never waits for it); a box of its size
            holds its place, so nothing moves when it arrives. */}
        <DeferredWordOfTheDayLink className="w-full max-w-xl" />
        <div id={FEEDBACK_ANCHOR_ID}>
          <Suspense fallback={<div className="min-h-56" aria-hidden />}>
            <FeedbackForm />
            <HydrationMark whenVisible />
          </Suspense>
        </div>
        {/* The daily challenge lives on the flashcards screen: only a link here, so / stays within its budget. */}
        <Link
          href={paths.flashcards}
          className="inline-flex w-fit items-center gap-1.5 text-sm font-semibold text-primary hover:underline"
        >
          <Sparkles className="size-4" aria-hidden /> Take today's daily challenge
          <ArrowRight className="size-4" aria-hidden />
        </Link>
        {videoUrl && (
          <Suspense fallback={null}>
            <DailyVideoCard />
            <HydrationMark />
          </Suspense>
        )}
      </div>
      {legalOpen && (
        <Suspense fallback={null}>
          <LegalModal />
        </Suspense>
      )}
    </AppLayout>
  );
}
