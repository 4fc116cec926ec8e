// /word-of-the-day (issue 28 item 3): the day's term as a large card — the term, its romanization and language, its
// meaning, example and context, and the day — with "See the term", "Translate it" and "Share", and the ways to the
// past words and the Atom feed. `?date=YYYY-MM-DD` shows a past day (the feed's entries link there). Rendered on the
// server from the same query, so the page arrives whole; a day without a word says so.
import {
  BookOpen,
  CalendarDays,
  CalendarX2,
  History,
  Languages,
  MessageSquareQuote,
  Rss,
  Sparkles,
} from 'lucide-react';
import { Link } from 'wouter';
import { dictionaryLanguageName, termTextAttributes } from '@shared/dictionary';
import type { WordOfTheDay } from '@shared/schemas/dictionary';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { ListError } from '@client/components/ui/list-states';
import { PageLoading } from '@client/components/ui/spinner';
import { paths } from '@client/config/paths';
import { cn } from '@client/lib/cn';
import { termTranslatorLink } from '@client/lib/term-translator-link';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { isNoWord, useWordOfTheDay } from '../api/get-word-of-the-day';
import { formatDay } from '../lib/format-day';
import { WORD_OF_THE_DAY_TEXT as T } from '../texts';
import { ShareWordButton } from './share-word-button';

const linkClasses =
  'inline-flex items-center gap-1.5 font-semibold text-primary underline-offset-4 hover:underline [&_svg]:size-4';

/** "Past words" and "Subscribe (Atom)": the feed is the server's, so a plain link, not the router's. */
function MoreLinks({ className, today = false }: { className?: string; today?: boolean }) {
  return (
    <nav aria-label={T.title} className={cn('flex flex-wrap gap-x-5 gap-y-2 text-sm', className)}>
      {today && (
        <Link href={paths.wordOfTheDay} className={linkClasses}>
          <Sparkles aria-hidden /> {T.today}
        </Link>
      )}
      <Link href={paths.wordOfTheDayArchive()} className={linkClasses}>
        <History aria-hidden /> {T.pastWords}
      </Link>
      <a href={paths.wordOfTheDayFeed} type="application/atom+xml" className={linkClasses}>
        <Rss aria-hidden /> {T.subscribe}
      </a>
    </nav>
  );
}

function Heading() {
  return (
    <h1 className="flex items-center gap-3 font-display text-2xl font-extrabold tracking-tight sm:text-3xl">
      <Sparkles className="size-7 text-primary" aria-hidden />
      {T.title}
    </h1>
  );
}

function WordCard({ word, isToday }: { word: WordOfTheDay; isToday: boolean }) {
  const { term } = word;
  useDocumentTitle(T.pageTitle(term.term));
  const textAttributes = termTextAttributes(term.language);
  return (
    <article className="mx-auto grid w-full max-w-3xl gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <Heading />
        <MoreLinks today={!isToday} />
      </div>
      <section
        aria-labelledby="word-of-the-day-term"
        className="relative overflow-hidden rounded-2xl border bg-surface px-5 py-7 text-surface-foreground shadow-[var(--shadow-card)] sm:px-10 sm:py-10"
      >
        <div
          className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-primary/15 blur-3xl dark:bg-primary/10"
          aria-hidden
        />
        <div
          className="pointer-events-none absolute -bottom-28 -left-20 size-72 rounded-full bg-accent/15 blur-3xl dark:bg-accent/8"
          aria-hidden
        />
        <div className="relative grid gap-5">
          <p className="flex items-center gap-2 text-sm font-semibold text-muted-foreground">
            <CalendarDays className="size-4 text-primary" aria-hidden />
            <time dateTime={word.date}>{formatDay(word.date)}</time>
          </p>
          <div className="grid gap-3">
            <h2
              id="word-of-the-day-term"
              {...textAttributes}
              className="font-display text-4xl font-extrabold tracking-tight break-words sm:text-6xl"
            >
              <span dir="auto">{term.term}</span>
            </h2>
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant="primary" size="md" className="uppercase">
                <span className="sr-only">{T.languageLabel}: </span>
                {dictionaryLanguageName(term.language)}
              </Badge>
              {term.romanization && (
                <Badge variant="muted" size="md">
                  <span className="sr-only">{T.romanizationLabel}: </span>
                  {term.romanization}
                </Badge>
              )}
            </div>
          </div>
          <p className="text-lg leading-relaxed text-pretty sm:text-xl">{term.meaning}</p>
          {term.example && (
            <figure className="grid gap-1">
              <figcaption className="sr-only">{T.exampleLabel}</figcaption>
              <blockquote
                dir="auto"
                lang={textAttributes.lang}
                className="flex gap-3 rounded-md border-l-4 border-primary/60 bg-muted/50 px-4 py-3 italic"
              >
                <MessageSquareQuote
                  className="mt-1 size-4 shrink-0 text-primary not-italic"
                  aria-hidden
                />
                “{term.example}”
              </blockquote>
            </figure>
          )}
          {term.context && (
            <p className="text-sm leading-relaxed text-muted-foreground">
              <span className="font-semibold text-foreground">{T.contextLabel}: </span>
              {term.context}
            </p>
          )}
          <div className="flex flex-wrap gap-2 pt-1">
            <Button asChild>
              <Link href={paths.slang(term.slug)}>
                <BookOpen aria-hidden /> {T.seeTerm}
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link href={termTranslatorLink(term)}>
                <Languages aria-hidden /> {T.translate}
              </Link>
            </Button>
            <ShareWordButton word={word} />
          </div>
        </div>
      </section>
    </article>
  );
}

function NoWord({ date }: { date: string | null }) {
  useDocumentTitle(T.none);
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <Heading />
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-surface/60 px-6 py-14 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
          <CalendarX2 className="size-7" aria-hidden />
        </span>
        <h2 className="text-lg font-bold">{T.none}</h2>
        <p className="max-w-md text-sm text-muted-foreground">
          {date ? T.noneOn(formatDay(date)) : T.noneToday}
        </p>
        <MoreLinks today={!!date} className="justify-center" />
      </div>
    </div>
  );
}

function LoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  useDocumentTitle(T.title);
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <Heading />
      <ListError title={T.loadFailed} onRetry={onRetry} retrying={retrying} />
      <MoreLinks />
    </div>
  );
}

export function WordOfTheDayPage({ date }: { date: string | null }) {
  const word = useWordOfTheDay(date);
  if (word.data) return <WordCard word={word.data} isToday={date === null} />;
  if (word.isPending) return <PageLoading />;
  return isNoWord(word.error) ? (
    <NoWord date={date} />
  ) : (
    <LoadFailed onRetry={() => void word.refetch()} retrying={word.isFetching} />
  );
}
