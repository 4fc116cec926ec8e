// /slang/{slug} and its three alias shapes (spec 2 §2 "Term detail"). Until a term exists this shows
// the spec's "Term Not Found" page.
import { useQuery } from '@tanstack/react-query';
import { BookOpen, SearchX } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { PageFrame, useDocumentTitle } from '@client/components/layout/page-frame';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { PageLoading } from '@client/components/ui/spinner';
import { paths } from '@client/config/paths';

interface SlangTerm {
  term: string;
  slug: string;
  meaning: string;
  context?: string | null;
  example?: string | null;
  language: string;
}

async function fetchTerm(slug: string): Promise<SlangTerm | null> {
  const response = await fetch(`/api/slang/${encodeURIComponent(slug)}`, {
    credentials: 'include',
  });
  if (!response.ok) return null;
  return (await response.json()) as SlangTerm;
}

function TermNotFound() {
  useDocumentTitle('Term Not Found');
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
        <SearchX className="size-8" aria-hidden />
      </span>
      <h1 className="font-display text-3xl font-extrabold">Term Not Found</h1>
      <p className="text-muted-foreground">We could not find that term in the dictionary.</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link href={paths.dictionary}>Back to Dictionary</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href={paths.dictionary}>Browse All Terms</Link>
        </Button>
      </div>
    </div>
  );
}

export default function SlangTermRoute() {
  const { slug = '' } = useParams<{ slug: string }>();
  const query = useQuery({ queryKey: ['slang-term', slug], queryFn: () => fetchTerm(slug) });
  if (query.isPending) return <PageLoading />;
  const term = query.data;
  if (!term) return <TermNotFound />;
  return (
    <PageFrame title={term.term} icon={<BookOpen aria-hidden />}>
      <Badge variant="muted">{term.language.replaceAll('_', ' ')}</Badge>
      <Card>
        <CardHeader>
          <CardTitle>Definition</CardTitle>
        </CardHeader>
        <CardContent>{term.meaning}</CardContent>
      </Card>
      {term.context && (
        <Card>
          <CardHeader>
            <CardTitle>Cultural Context</CardTitle>
          </CardHeader>
          <CardContent>{term.context}</CardContent>
        </Card>
      )}
      {term.example && (
        <Card>
          <CardHeader>
            <CardTitle>Real-life Example</CardTitle>
          </CardHeader>
          <CardContent className="italic">“{term.example}”</CardContent>
        </Card>
      )}
    </PageFrame>
  );
}
