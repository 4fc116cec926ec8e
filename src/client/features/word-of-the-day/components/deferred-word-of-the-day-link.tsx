// The home page's "Word of the day" link (issue 28 item 3): neither its code nor its term is part of the page's
// first load. Until the page has loaded and the browser is idle — on the server and while the browser takes the
// page over too — an empty box of the link's size holds its place; then the link's code loads and asks for the term
// inside the same box, so the translator never waits for it and nothing on the page moves.
import { lazy, Suspense } from 'react';
import { useAfterFirstPaint } from '@client/lib/after-first-paint';
import { WordOfTheDayLinkStandIn } from './word-of-the-day-link-stand-in';

const WordOfTheDayLink = lazy(() =>
  import('./word-of-the-day-link').then((module) => ({ default: module.WordOfTheDayLink })),
);

export function DeferredWordOfTheDayLink({ className }: { className?: string }) {
  const ready = useAfterFirstPaint();
  const standIn = <WordOfTheDayLinkStandIn className={className} />;
  if (!ready) return standIn;
  return (
    <Suspense fallback={standIn}>
      <WordOfTheDayLink className={className} />
    </Suspense>
  );
}
