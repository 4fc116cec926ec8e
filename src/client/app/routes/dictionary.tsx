// /dictionary (spec 2 §2 "Dictionary browser"); on its first level also the word of the day and the week's trending
// terms (issue 28), which the server renders with the page. Their code is not part of the page's first load: the
// browser takes them over once the page has loaded (lib/lazy-after-first-paint.ts).
import { BookOpen, Plus } from 'lucide-react';
import { Suspense } from 'react';
import { Link, useParams } from 'wouter';
import { PageFrame } from '@client/components/layout/page-frame';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/config/paths';
import { DictionaryBrowser } from '@client/features/dictionary/components/dictionary-browser';
import { DICTIONARY_TEXT as T } from '@client/features/dictionary/texts';
import { WordOfTheDayLinkStandIn } from '@client/features/word-of-the-day/components/word-of-the-day-link-stand-in';
import { lazyAfterFirstPaint } from '@client/lib/lazy-after-first-paint';
import { HydrationMark } from '../hydration-mark';

const WordOfTheDayLink = lazyAfterFirstPaint(() =>
  import('@client/features/word-of-the-day/components/word-of-the-day-link').then((module) => ({
    default: module.WordOfTheDayLink,
  })),
);
const TrendingTerms = lazyAfterFirstPaint(() =>
  import('@client/features/search/components/trending-terms').then((module) => ({
    default: module.TrendingTerms,
  })),
);

export default function DictionaryRoute() {
  // The same page shows a country and a category (/dictionary/{country}/{category}): the extras are the first level's.
  const { country } = useParams<{ country?: string }>();
  return (
    <PageFrame
      title={T.title}
      icon={<BookOpen aria-hidden />}
      description={T.description}
      actions={
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link href={paths.home}>{T.backHome}</Link>
          </Button>
          <Button asChild>
            <Link href={paths.dictionaryAdd}>
              <Plus aria-hidden /> {T.addSlang}
            </Link>
          </Button>
        </div>
      }
    >
      {!country && (
        <div className="grid gap-4 md:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] md:items-start">
          <Suspense fallback={<WordOfTheDayLinkStandIn />}>
            <WordOfTheDayLink />
            <HydrationMark />
          </Suspense>
          {/* Nothing while it loads, as when it waits for its terms: it is an extra. */}
          <Suspense fallback={null}>
            <TrendingTerms />
            <HydrationMark />
          </Suspense>
        </div>
      )}
      <DictionaryBrowser />
    </PageFrame>
  );
}
