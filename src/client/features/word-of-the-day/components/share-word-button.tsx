// The word of the day's Share button as the page's first load has it: the same button as the menu's trigger, without
// the menu. Pointing at it or focusing it fetches the menu (./share-word-menu.tsx, with Radix's dropdown); pressing
// it swaps in the menu, open — as the translator's share buttons do (features/translator/components/
// share-menu-button.tsx). Most visits never share.
import { Share2 } from 'lucide-react';
import { Suspense, useState } from 'react';
import type { WordOfTheDay } from '@shared/schemas/dictionary';
import { Button } from '@client/components/ui/button';
import { lazyOnFirstUse } from '@client/lib/lazy-on-first-use';
import { WORD_OF_THE_DAY_TEXT as T } from '../texts';

const { Component: ShareWordMenu, preloadProps } = lazyOnFirstUse(
  () => import('./share-word-menu'),
);

export function ShareWordButton({ word }: { word: WordOfTheDay }) {
  const [wanted, setWanted] = useState(false);
  const button = (
    <Button
      variant="outline"
      aria-haspopup="menu"
      aria-expanded={false}
      {...preloadProps}
      onClick={() => setWanted(true)}
    >
      <Share2 aria-hidden /> {T.share}
    </Button>
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <ShareWordMenu word={word} defaultOpen />
    </Suspense>
  );
}
