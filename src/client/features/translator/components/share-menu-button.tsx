// A pane's share button as the first load has it: the same button as the menu's trigger, without the menu. Pointing
// at it or focusing it fetches the menu (share-menu.tsx, with Radix's dropdown); pressing it swaps in the menu,
// open. Every chunk a page fetches while it loads costs main-thread time of its own (docs/performance.md), and
// most visits never share.
import { Share2 } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Button } from '@client/components/ui/button';
import { lazyOnFirstUse } from '@client/lib/lazy-on-first-use';
import { nothingToShare, SHARE_BUTTON_TEXT } from './share-menu-text';
import type { ShareMenuProps } from './share-menu';

const { Component: ShareMenu, preloadProps } = lazyOnFirstUse(() => import('./share-menu'));

export function ShareMenuButton(props: ShareMenuProps) {
  const [wanted, setWanted] = useState(false);
  const button = (
    <Button
      variant="ghost"
      size="icon-sm"
      aria-label={SHARE_BUTTON_TEXT.button[props.kind]}
      aria-haspopup="menu"
      aria-expanded={false}
      className={props.className}
      {...preloadProps}
      onClick={() => {
        if (!nothingToShare(props.kind, props.text)) setWanted(true);
      }}
    >
      <Share2 aria-hidden />
    </Button>
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <ShareMenu {...props} defaultOpen />
    </Suspense>
  );
}
