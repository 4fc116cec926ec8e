// The translator home (/), also the page under the legal modal at /legal and /api.
import { ArrowRight, BookOpen, Layers, Sparkles } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'wouter';
import { BRAND_NAME } from '@shared/brand';
import { useDocumentTitle } from '@client/components/layout/page-frame';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/config/paths';
import { FeedbackForm } from '@client/features/feedback/components/feedback-form';
import { DailyVideoCard } from '@client/features/video/components/daily-video-card';
import { AppLayout } from '../layouts/app-layout';

const LegalModal = lazy(() => import('@client/features/legal/components/legal-modal'));

const STYLE_CHIPS = [
  'Gen Z English',
  'British',
  'Formal',
  'Business',
  'AAVE',
  'Spain Gen Z',
  'Rioplatense',
  'Iraqi Arabic',
  'Russian Gen Z',
  'Persian slang',
];

function Hero() {
  return (
    <section className="relative overflow-hidden rounded-2xl border bg-surface px-6 py-12 shadow-[var(--shadow-card)] sm:px-10 sm:py-16">
      <div
        className="pointer-events-none absolute -right-24 -top-24 size-72 rounded-full bg-primary/15 blur-3xl"
        aria-hidden
      />
      <div
        className="pointer-events-none absolute -bottom-24 -left-16 size-72 rounded-full bg-accent/15 blur-3xl"
        aria-hidden
      />
      <div className="relative grid max-w-3xl gap-5">
        <span className="inline-flex w-fit items-center gap-1.5 rounded-full bg-secondary px-3 py-1 text-xs font-semibold text-secondary-foreground">
          <Sparkles className="size-3.5" aria-hidden /> Slang, styles and dialects
        </span>
        <h1 className="font-display text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
          Say it like{' '}
          <span className="bg-gradient-to-r from-primary to-accent bg-clip-text text-transparent">
            they
          </span>{' '}
          say it.
        </h1>
        <p className="text-lg text-muted-foreground text-pretty">
          {BRAND_NAME} translates between standard language and the way people really talk, then
          helps you learn the words with a community dictionary and flashcards.
        </p>
        <ul className="flex flex-wrap gap-2" aria-label="Styles we translate">
          {STYLE_CHIPS.map((chip) => (
            <li key={chip} className="rounded-full border bg-background px-3 py-1 text-sm">
              {chip}
            </li>
          ))}
        </ul>
        <div className="flex flex-wrap gap-3">
          <Button asChild size="lg">
            <Link href={paths.dictionary}>
              <BookOpen aria-hidden /> Explore the dictionary
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link href={paths.flashcards}>
              <Layers aria-hidden /> Study flashcards <ArrowRight aria-hidden />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}

export default function HomeRoute() {
  useDocumentTitle(BRAND_NAME);
  const [location] = useLocation();
  const legalOpen = location === paths.legal || location === paths.api;
  return (
    <AppLayout>
      <div className="grid gap-8">
        <Hero />
        <FeedbackForm />
        <DailyVideoCard />
      </div>
      {legalOpen && (
        <Suspense fallback={null}>
          <LegalModal />
        </Suspense>
      )}
    </AppLayout>
  );
}
