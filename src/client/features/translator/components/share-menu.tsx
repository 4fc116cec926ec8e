// The share menu of the translator's panes (spec 1 §5, §8, §9): the share targets of
// components/share/share-targets.tsx, with a copied link that reopens the translator, and the empty-text
// toasts. Loaded when a pane's share button is first pointed at or pressed (share-menu-button.tsx), so neither
// it nor Radix's menu is fetched while the page loads. A finished translation can also become a public page of its
// own ("Share link", issue 26).
import { Globe, Share2 } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { BRAND_NAME } from '@shared/brand';
import {
  SHARE_TARGET_TEXT,
  ShareMenuItem,
  ShareMenuSeparator,
  ShareTargetItems,
  shareMenuContentClasses,
} from '@client/components/share/share-targets';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/cn';
import { buildTranslatorLink, type TranslatorPrefill } from '../lib/prefill-link';
import { shareTranslationLink, type ShareLinkSource } from '../lib/share-link';
import { nothingToShare, SHARE_BUTTON_TEXT, type ShareKind } from './share-menu-text';

export const SHARE_TEXT = {
  ...SHARE_TARGET_TEXT,
  ...SHARE_BUTTON_TEXT,
  shareLink: 'Share link',
} as const;

export interface ShareMenuProps {
  /** 'input' shares the source text, 'translation' the result (their empty-state toasts differ). */
  kind: ShareKind;
  /** The text being shared; empty → the kind's 'Nothing to Share' toast. */
  text: string;
  /** What the copied link should reopen in the translator. */
  prefill: TranslatorPrefill;
  /** A finished translation that "Share link" may make a public page of; without one the item is not shown. */
  publicLink?: ShareLinkSource | null;
  className?: string;
  /** Open from the start: the button on the first load was pressed and this menu has just loaded for it. */
  defaultOpen?: boolean;
}

export function ShareMenu({
  kind,
  text,
  prefill,
  publicLink,
  className,
  defaultOpen = false,
}: ShareMenuProps) {
  const [open, setOpen] = useState(defaultOpen);
  const trimmed = text.trim();

  const onOpenChange = (next: boolean) => {
    if (next && nothingToShare(kind, text)) return;
    setOpen(next);
  };

  return (
    <DropdownMenu.Root open={open} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger asChild>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={SHARE_TEXT.button[kind]}
          className={cn(className)}
        >
          <Share2 aria-hidden />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          collisionPadding={12}
          className={shareMenuContentClasses}
        >
          {publicLink && (
            <>
              <ShareMenuItem
                icon={<Globe />}
                label={SHARE_TEXT.shareLink}
                onSelect={() => void shareTranslationLink(publicLink)}
              />
              <ShareMenuSeparator />
            </>
          )}
          <ShareMenuItems text={trimmed} prefill={prefill} />
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** The menu's items, made when it opens: the link names the page's address, which only the browser knows. */
function ShareMenuItems({ text, prefill }: { text: string; prefill: TranslatorPrefill }) {
  return <ShareTargetItems text={text} link={buildTranslatorLink(prefill)} title={BRAND_NAME} />;
}

export default ShareMenu;
