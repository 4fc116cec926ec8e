// The floating share button (spec 1 §4 "Share button", §9): a round button on a side edge of the window that
// shares the current page through the common share targets. It can be dragged, moved with the arrow keys,
// and put back with 'Reset button position', which reloads the page after 1 s. It steps aside from the page's
// controls and hides while the page scrolls or a text field has focus (issue 25 item 8). Its menu, with Radix's
// dropdown, loads when the button is first pointed at, focused or pressed (share-button-menu.tsx): every chunk a page
// fetches while it loads costs main-thread time of its own (docs/performance.md).
import { Share2 } from 'lucide-react';
import { Suspense, useId, useState } from 'react';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/toast';
import { lazyOnFirstUse } from '@client/lib/lazy-on-first-use';
import { useDraggableButton } from '../hooks/use-draggable-button';
import { SHARE_BUTTON } from '../lib/share-button-geometry';
import { SHARE_BUTTON_TEXT as T } from '../texts';

const { Component: ShareButtonMenu, preloadProps } = lazyOnFirstUse(
  () => import('./share-button-menu'),
);

export function ShareButton() {
  const [open, setOpen] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);
  const hintId = useId();
  const { buttonProps, side, resetPosition } = useDraggableButton({
    onActivate: () => {
      setMenuWanted(true);
      setOpen(true);
    },
    holdStill: open,
  });

  const reset = () => {
    resetPosition();
    toast({ title: T.resetTitle, description: T.resetDescription });
    setTimeout(() => window.location.reload(), SHARE_BUTTON.resetReloadMs);
  };

  const button = (
    <Button
      {...buttonProps}
      aria-label={T.label}
      aria-describedby={hintId}
      aria-haspopup="menu"
      aria-expanded={open}
      {...preloadProps}
      // z-30: above the page, below the sticky header (z-40), menus, dialogs (z-50) and toasts.
      size="fab"
      shape="round"
      // shadow-xl! wins over the primary variant's small shadow: the button floats over the page.
      className="fixed z-30 shadow-xl!"
    >
      <Share2 aria-hidden />
    </Button>
  );

  return (
    <>
      {menuWanted ? (
        <Suspense fallback={button}>
          <ShareButtonMenu
            button={button}
            open={open}
            onOpenChange={setOpen}
            side={side}
            onReset={reset}
          />
        </Suspense>
      ) : (
        button
      )}
      <span id={hintId} hidden>
        {T.moveHint}
      </span>
    </>
  );
}
