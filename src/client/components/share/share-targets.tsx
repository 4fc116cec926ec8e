// The share targets of spec 1 §9, as items of a Radix dropdown menu: a messaging app, a microblogging service,
// a photo-sharing app and a short-video app, a copied link, and the system share sheet. Every share menu (the
// translator's panes, the floating share button) lists them from here, so there is one way to share.
import { Camera, Link2, MessageCircle, Music2, Share } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import type { ReactNode } from 'react';
import { toast } from '@client/components/ui/toast';
import { COPY_TEXT, copyText } from '@client/lib/clipboard';

export const SHARE_TARGET_TEXT = {
  whatsapp: 'WhatsApp',
  x: 'X (Twitter)',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  copyLink: 'Copy link',
  native: 'Share…',
  textCopiedTitle: 'Text Copied',
  pasteInto: (app: string) => `Paste it into your ${app} post.`,
  failedTitle: 'Share Failed',
  failedDescription: 'Unable to share. Try copying the text manually.',
} as const;

export const SHARE_URLS = {
  whatsapp: 'https://wa.me/',
  x: 'https://twitter.com/intent/tweet',
  instagram: 'https://www.instagram.com/',
  tiktok: 'https://www.tiktok.com/',
} as const;

/** Room left for the text in a post, after the link (which X counts as 23 characters). */
const POST_TEXT_MAX = 240;

const clip = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;

export function whatsappUrl(text: string, link: string) {
  return `${SHARE_URLS.whatsapp}?text=${encodeURIComponent(`${text}\n\n${link}`)}`;
}

export function xUrl(text: string, link: string) {
  const params = new URLSearchParams({ text: clip(text, POST_TEXT_MAX), url: link });
  return `${SHARE_URLS.x}?${params.toString()}`;
}

const openExternal = (url: string) => window.open(url, '_blank', 'noopener,noreferrer');

const canShareNatively = () =>
  typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/** The classes of a share menu's panel (DropdownMenu.Content). */
export const shareMenuContentClasses =
  'z-50 min-w-48 max-w-[calc(100vw-1.5rem)] rounded-lg border bg-surface p-1.5 text-sm text-surface-foreground shadow-xl animate-fade-in';

const itemClasses =
  'flex cursor-pointer items-center gap-2.5 rounded-md px-2.5 py-2 outline-none data-[highlighted]:bg-muted [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-muted-foreground';

/** One row of a share menu; also for a menu's own extra actions. */
export function ShareMenuItem({
  icon,
  label,
  onSelect,
}: {
  icon: ReactNode;
  label: string;
  onSelect: () => void;
}) {
  return (
    <DropdownMenu.Item onSelect={onSelect} className={itemClasses}>
      {icon}
      {label}
    </DropdownMenu.Item>
  );
}

export function ShareMenuSeparator() {
  return <DropdownMenu.Separator className="my-1 h-px bg-border" />;
}

/** The X logo: lucide has no brand marks. */
function XMark() {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden>
      <path d="M17.75 3h3.07l-6.7 7.66L22 21h-6.17l-4.83-6.32L5.47 21H2.4l7.17-8.2L2 3h6.33l4.37 5.77L17.75 3Zm-1.08 16.2h1.7L7.4 4.7H5.58l11.1 14.5Z" />
    </svg>
  );
}

export interface ShareTargetItemsProps {
  /** The text of a post or message. */
  text: string;
  /** The address shared beside the text, and what 'Copy link' copies. */
  link: string;
  /** The title handed to the system share sheet. */
  title: string;
  /** What the apps without a share link (photo and video apps) get on the clipboard; the text by default. */
  pasteText?: string;
}

/** The share targets, in the spec's order, for a DropdownMenu.Content. */
export function ShareTargetItems({ text, link, title, pasteText = text }: ShareTargetItemsProps) {
  // No web share intent exists for these apps: the text goes to the clipboard and the app opens.
  const copyAndOpen = async (app: string, url: string) => {
    if (await copyText(pasteText)) {
      openExternal(url);
      toast({
        title: SHARE_TARGET_TEXT.textCopiedTitle,
        description: SHARE_TARGET_TEXT.pasteInto(app),
      });
    } else {
      toast({
        title: COPY_TEXT.failedTitle,
        description: COPY_TEXT.failedText,
        variant: 'destructive',
      });
    }
  };

  const copyLink = async () => {
    if (await copyText(link)) {
      toast({ title: COPY_TEXT.linkCopied, variant: 'success' });
    } else {
      toast({
        title: COPY_TEXT.failedTitle,
        description: COPY_TEXT.failedLink,
        variant: 'destructive',
      });
    }
  };

  const shareNatively = async () => {
    try {
      await navigator.share({ title, text, url: link });
    } catch (error) {
      // The user closing the share sheet is not a failure.
      if (error instanceof Error && error.name === 'AbortError') return;
      toast({
        title: SHARE_TARGET_TEXT.failedTitle,
        description: SHARE_TARGET_TEXT.failedDescription,
        variant: 'destructive',
      });
    }
  };

  return (
    <>
      <ShareMenuItem
        icon={<MessageCircle />}
        label={SHARE_TARGET_TEXT.whatsapp}
        onSelect={() => openExternal(whatsappUrl(text, link))}
      />
      <ShareMenuItem
        icon={<XMark />}
        label={SHARE_TARGET_TEXT.x}
        onSelect={() => openExternal(xUrl(text, link))}
      />
      <ShareMenuItem
        icon={<Camera />}
        label={SHARE_TARGET_TEXT.instagram}
        onSelect={() => void copyAndOpen(SHARE_TARGET_TEXT.instagram, SHARE_URLS.instagram)}
      />
      <ShareMenuItem
        icon={<Music2 />}
        label={SHARE_TARGET_TEXT.tiktok}
        onSelect={() => void copyAndOpen(SHARE_TARGET_TEXT.tiktok, SHARE_URLS.tiktok)}
      />
      <ShareMenuSeparator />
      <ShareMenuItem
        icon={<Link2 />}
        label={SHARE_TARGET_TEXT.copyLink}
        onSelect={() => void copyLink()}
      />
      {canShareNatively() && (
        <ShareMenuItem
          icon={<Share />}
          label={SHARE_TARGET_TEXT.native}
          onSelect={() => void shareNatively()}
        />
      )}
    </>
  );
}
