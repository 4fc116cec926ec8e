// The floating share button's menu, loaded when the button is first pointed at, focused or pressed
// (share-button.tsx): the page's share targets and "Reset button position", in Radix's dropdown around the button.
import { RotateCcw } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import type { ReactElement } from 'react';
import {
  ShareMenuItem,
  ShareMenuSeparator,
  ShareTargetItems,
  shareMenuContentClasses,
} from '@client/components/share/share-targets';
import { SHARE_BUTTON_TEXT as T } from '../texts';

/** The current page's share targets: its address and title, read when the menu opens. */
function PageShareItems() {
  const link = window.location.href;
  const title = document.title;
  return (
    <ShareTargetItems text={title} link={link} title={title} pasteText={`${title}\n${link}`} />
  );
}

export default function ShareButtonMenu({
  button,
  open,
  onOpenChange,
  side,
  onReset,
}: {
  /** The floating button itself, which becomes the menu's trigger. */
  button: ReactElement;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  side: 'left' | 'right';
  onReset: () => void;
}) {
  return (
    <DropdownMenu.Root open={open} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger asChild>{button}</DropdownMenu.Trigger>
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
          <ShareMenuItem icon={<RotateCcw />} label={T.reset} onSelect={onReset} />
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
