// The floating share button (spec 1 §4 "Share button", §9): a round button on a side edge of the window that
// shares the current page through the common share targets. It can be dragged, moved with the arrow keys,
// and put back with 'Reset button position', which reloads the page after 1 s. It steps aside from the page's
// controls and hides while the page scrolls or a text field has focus (issue 25 item 8).
import { RotateCcw, Share2 } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useId, useState } from 'react';
import {
  ShareMenuItem,
  ShareMenuSeparator,
  ShareTargetItems,
  shareMenuContentClasses,
} from '@client/components/share/share-targets';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/toast';
import { useDraggableButton } from '../hooks/use-draggable-button';
import { SHARE_BUTTON } from '../lib/share-button-geometry';
import { SHARE_BUTTON_TEXT as T } from '../texts';

/** The current page's share targets: its address and title, read when the menu opens. */
function PageShareItems() {
  const link = window.location.href;
  const title = document.title;
  return (
    <ShareTargetItems text={title} link={link} title={title} pasteText={`${title}\n${link}`} />
  );
}

export function ShareButton() {
  const [open, setOpen] = useState(false);
  const hintId = useId();
  const { buttonProps, side, resetPosition } = useDraggableButton({
    onActivate: () => setOpen(true),
    holdStill: open,
  });

  const reset = () => {
    resetPosition();
    toast({ title: T.resetTitle, description: T.resetDescription });
    setTimeout(() => window.location.reload(), SHARE_BUTTON.resetReloadMs);
  };

  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger asChild>
        <Button
          {...buttonProps}
          aria-label={T.label}
          aria-describedby={hintId}
          // z-30: above the page, below the sticky header (z-40), menus, dialogs (z-50) and toasts.
          size="fab"
          shape="round"
          // shadow-xl! wins over the primary variant's small shadow: the button floats over the page.
          className="fixed z-30 shadow-xl!"
        >
          <Share2 aria-hidden />
        </Button>
      </DropdownMenu.Trigger>
      <span id={hintId} hidden>
        {T.moveHint}
      </span>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          side="top"
          align={side === 'left' ? 'start' : 'end'}
          sideOffset={8}
          collisionPadding={12}
          className={shareMenuContentClasses}
        >
          <PageShareItems />
          <ShareMenuSeparator />
          <ShareMenuItem icon={<RotateCcw />} label={T.reset} onSelect={reset} />
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
