// The term page (spec 2 "Term detail"): Definition, Cultural Context, Real-life Example, readers' definitions with
// their votes (issue 28), the video/image card (a special image for slug 67), related terms, the Language badge,
// and the actions: translate with the term's example, practise it as a flashcard (issue 11 item 5), suggest a
// fix, report. Unknown terms show "Term Not Found".
import {
  ArrowLeft,
  BookOpen,
  Check,
  ChevronRight,
  GraduationCap,
  Languages,
  MessageSquareQuote,
  PencilLine,
  PlayCircle,
  SearchX,
} from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { dictionaryLanguageName, termTextAttributes } from '@shared/dictionary';
import { dictionaryBrowsePath } from '@shared/dictionary-paths';
import { termPageTitle } from '@shared/term-page-title';
import type { SlangTermDetail } from '@shared/schemas/dictionary';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { termTranslatorLink } from '@client/lib/term-translator-link';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { PageLoading } from '@client/components/ui/spinner';
import { paths } from '@client/config/paths';
import { NotFoundMessage } from '@client/components/layout/not-found-message';
import { useTerm } from '../api/get-term';
import { DICTIONARY_TEXT as T } from '../texts';
import { ReportDialog } from './report-dialog';
import { TermDefinitions } from './term-definitions';

/** Terms with their own picture on the video card. */
const TERM_IMAGES: Record<string, string> = { '67': '/slang/67.svg' };

export function TermNotFound() {
  return (
    <NotFoundMessage icon={SearchX} title={T.notFound} text={T.notFoundText}>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link href={paths.dictionary}>{T.backToDictionary}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href={paths.dictionary}>{T.browseAll}</Link>
        </Button>
      </div>
    </NotFoundMessage>
  );
}

function suggestLink(term: SlangTermDetail) {
  const params = new URLSearchParams({ term: term.term, meaning: term.meaning });
  if (term.context) params.set('context', term.context);
  return `${paths.suggestTerm}?${params.toString()}`;
}

/** "Practise it": the term, its meaning and first example as a card; resolves true when it is in the deck. */
export type PractiseTerm = (card: {
  term: string;
  meaning: string;
  example?: string | null;
}) => Promise<boolean>;

function PractiseButton({ term, onPractise }: { term: SlangTermDetail; onPractise: PractiseTerm }) {
  const [state, setState] = useState<'idle' | 'adding' | 'added'>('idle');
  const practise = async () => {
    setState('adding');
    const inDeck = await onPractise({
      term: term.term,
      meaning: term.meaning,
      example: term.example,
    }).catch((error: unknown) => {
      console.error('Adding the term to the deck failed', error);
      return false;
    });
    setState(inDeck ? 'added' : 'idle');
  };
  return (
    <Button
      variant="outline"
      title={T.practiseHint}
      disabled={state === 'adding'}
      onClick={() => void practise()}
    >
      {state === 'added' ? <Check aria-hidden /> : <GraduationCap aria-hidden />} {T.practise}
    </Button>
  );
}

/**
 * Who reads the page, from the app (features do not know each other): for voting on, adding, editing and removing
 * definitions.
 */
export interface TermReader {
  /** Whether someone is signed in; null while that is not known yet. */
  signedIn?: boolean | null;
  /** The app's sign-in control, shown when a visitor votes or adds a definition. */
  signInAction?: ReactNode;
  /** Whether the reader is an admin: they edit and remove readers' definitions on the page. */
  isAdmin?: boolean;
}

function TermView({
  term,
  onPractise,
  signedIn = null,
  signInAction,
  isAdmin = false,
}: { term: SlangTermDetail; onPractise?: PractiseTerm } & TermReader) {
  useDocumentTitle(termPageTitle(term.term, term.titleQualifier));
  const examples = [term.example, ...term.moreExamples].filter(
    (example): example is string => !!example,
  );
  const image = TERM_IMAGES[term.slug];
  return (
    <article className="grid gap-6">
      <div className="grid gap-3">
        <Button asChild variant="ghost" size="sm" className="w-fit">
          <Link href={dictionaryBrowsePath(term.country, term.country && term.category)}>
            <ArrowLeft aria-hidden /> {T.backToDictionary}
          </Link>
        </Button>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="grid gap-2">
            <h1
              {...termTextAttributes(term.language)}
              className="flex items-center gap-3 font-display text-3xl font-extrabold tracking-tight break-words sm:text-4xl"
            >
              <BookOpen className="size-7 shrink-0 text-primary" aria-hidden />
              <span dir="auto">{term.term}</span>
            </h1>
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant="primary" className="uppercase">
                {dictionaryLanguageName(term.language)}
              </Badge>
              {term.romanization && <Badge variant="muted">{term.romanization}</Badge>}
              {term.tags.slice(0, 4).map((tag) => (
                <Badge key={tag} variant="outline">
                  #{tag}
                </Badge>
              ))}
            </div>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button asChild>
              <Link href={termTranslatorLink(term)}>
                <Languages aria-hidden /> {T.translate}
              </Link>
            </Button>
            {onPractise && <PractiseButton term={term} onPractise={onPractise} />}
            <Button asChild variant="outline">
              <Link href={suggestLink(term)}>
                <PencilLine aria-hidden /> {T.suggestFix}
              </Link>
            </Button>
            <ReportDialog target={{ kind: 'term', slug: term.slug, term: term.term }} />
          </div>
        </div>
      </div>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="grid content-start gap-6">
          <Card>
            <CardHeader>
              <CardTitle>{T.definition}</CardTitle>
            </CardHeader>
            <CardContent className="text-lg leading-relaxed">{term.meaning}</CardContent>
          </Card>
          {term.context && (
            <Card>
              <CardHeader>
                <CardTitle>{T.culturalContext}</CardTitle>
              </CardHeader>
              <CardContent className="leading-relaxed">{term.context}</CardContent>
            </Card>
          )}
          {examples.length > 0 && (
            <Card>
              <CardHeader>
                <CardTitle>{T.example}</CardTitle>
              </CardHeader>
              <CardContent className="grid gap-3">
                {examples.map((example) => (
                  <blockquote
                    key={example}
                    dir="auto"
                    className="flex gap-3 rounded-md border-l-4 border-primary/60 bg-muted/50 px-4 py-3 italic"
                  >
                    <MessageSquareQuote
                      className="mt-0.5 size-4 shrink-0 text-primary not-italic"
                      aria-hidden
                    />
                    “{example}”
                  </blockquote>
                ))}
              </CardContent>
            </Card>
          )}
          <TermDefinitions
            slug={term.slug}
            term={term.term}
            definitions={term.definitions}
            signedIn={signedIn}
            signInAction={signInAction}
            isAdmin={isAdmin}
          />
        </div>
        <div className="grid content-start gap-6">
          <Card>
            <CardHeader>
              <CardTitle>{T.video}</CardTitle>
            </CardHeader>
            <CardContent>
              {image ? (
                <img
                  src={image}
                  alt={`${term.term}: illustration of the term`}
                  className="w-full rounded-md"
                  width={640}
                  height={360}
                />
              ) : (
                <div className="flex aspect-video flex-col items-center justify-center gap-2 rounded-md bg-muted text-muted-foreground">
                  <PlayCircle className="size-10" aria-hidden />
                  <span className="text-sm font-medium">{T.videoSoon}</span>
                </div>
              )}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{T.related}</CardTitle>
            </CardHeader>
            <CardContent>
              {term.related.length === 0 ? (
                <p className="text-sm text-muted-foreground">{T.noRelated}</p>
              ) : (
                <ul className="grid gap-1">
                  {term.related.map((item) => (
                    <li key={item.slug}>
                      <Link
                        href={paths.slang(item.slug)}
                        className="group flex items-start justify-between gap-2 rounded-md px-2 py-2 hover:bg-muted"
                      >
                        <span className="min-w-0">
                          <span className="block font-semibold" dir="auto">
                            {item.term}
                          </span>
                          <span className="line-clamp-2 text-sm text-muted-foreground">
                            {item.meaning}
                          </span>
                        </span>
                        <ChevronRight
                          className="mt-1 size-4 shrink-0 text-muted-foreground"
                          aria-hidden
                        />
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
        </div>
      </div>
    </article>
  );
}

export function TermDetail({
  slug,
  onPractise,
  ...reader
}: { slug: string; onPractise?: PractiseTerm } & TermReader) {
  const query = useTerm(slug);
  if (query.isPending) return <PageLoading />;
  if (!query.data) return <TermNotFound />;
  return <TermView term={query.data} onPractise={onPractise} {...reader} />;
}
