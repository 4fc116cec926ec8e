// The share menu of the translator's panes (spec 1 §5, §8, §9): a messaging app, a microblogging service, a
// photo-sharing app and a short-video app, a copied link that reopens the translator, and the system share
// sheet. Loaded lazily with the first translation, so it stays out of the home page's first bundle.
import { Camera, Link2, MessageCircle, Music2, Share, Share2 } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { BRAND_NAME } from '@shared/brand';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/toast';
import { cn } from '@client/lib/cn';
import { COPY_TEXT, copyText } from '../lib/clipboard';
import { buildTranslatorLink, type TranslatorPrefill } from '../lib/prefill-link';

export const SHARE_TEXT = {
  button: { input: 'Share input text', translation: 'Share translation' },
  emptyTitle: 'Nothing to Share',
  emptyInput: 'Please enter some text first.',
  emptyTranslation: 'Please complete a translation first.',
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

export interface ShareMenuProps {
  /** 'input' shares the source text, 'translation' the result (their empty-state toasts differ). */
  kind: 'input' | 'translation';
  /** The text being shared; empty → the kind's 'Nothing to Share' toast. */
  text: string;
  /** What the copied link should reopen in the translator. */
  prefill: TranslatorPrefill;
  className?: string;
}

const itemClasses =
  'flex cursor-pointer items-center gap-2.5 rounded-md px-2.5 py-2 outline-none data-[highlighted]:bg-muted [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-muted-foreground';

function Item({ icon, label, onSelect }: { icon: ReactNode; label: string; onSelect: () => void }) {
  return (
    <DropdownMenu.Item onSelect={onSelect} className={itemClasses}>
      {icon}
      {label}
    </DropdownMenu.Item>
  );
}

/** The X logo: lucide has no brand marks. */
function XMark() {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden>
      <path d="M17.75 3h3.07l-6.7 7.66L22 21h-6.17l-4.83-6.32L5.47 21H2.4l7.17-8.2L2 3h6.33l4.37 5.77L17.75 3Zm-1.08 16.2h1.7L7.4 4.7H5.58l11.1 14.5Z" />
    </svg>
  );
}

export function ShareMenu({ kind, text, prefill, className }: ShareMenuProps) {
  const [open, setOpen] = useState(false);
  const trimmed = text.trim();
  const link = () => buildTranslatorLink(prefill);

  const onOpenChange = (next: boolean) => {
    if (next && !trimmed) {
      toast({
        title: SHARE_TEXT.emptyTitle,
        description: kind === 'input' ? SHARE_TEXT.emptyInput : SHARE_TEXT.emptyTranslation,
        variant: 'destructive',
      });
      return;
    }
    setOpen(next);
  };

  // No web share intent exists for these apps: the text goes to the clipboard and the app opens.
  const copyAndOpen = async (app: string, url: string) => {
    if (await copyText(trimmed)) {
      openExternal(url);
      toast({ title: SHARE_TEXT.textCopiedTitle, description: SHARE_TEXT.pasteInto(app) });
    } else {
      toast({
        title: COPY_TEXT.failedTitle,
        description: COPY_TEXT.failedText,
        variant: 'destructive',
      });
    }
  };

  const copyLink = async () => {
    if (await copyText(link())) {
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
      await navigator.share({ title: BRAND_NAME, text: trimmed, url: link() });
    } catch (error) {
      // The user closing the share sheet is not a failure.
      if (error instanceof Error && error.name === 'AbortError') return;
      toast({
        title: SHARE_TEXT.failedTitle,
        description: SHARE_TEXT.failedDescription,
        variant: 'destructive',
      });
    }
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
          className="z-50 min-w-48 max-w-[calc(100vw-1.5rem)] rounded-lg border bg-surface p-1.5 text-sm text-surface-foreground shadow-xl animate-fade-in"
        >
          <Item
            icon={<MessageCircle />}
            label={SHARE_TEXT.whatsapp}
            onSelect={() => openExternal(whatsappUrl(trimmed, link()))}
          />
          <Item
            icon={<XMark />}
            label={SHARE_TEXT.x}
            onSelect={() => openExternal(xUrl(trimmed, link()))}
          />
          <Item
            icon={<Camera />}
            label={SHARE_TEXT.instagram}
            onSelect={() => void copyAndOpen(SHARE_TEXT.instagram, SHARE_URLS.instagram)}
          />
          <Item
            icon={<Music2 />}
            label={SHARE_TEXT.tiktok}
            onSelect={() => void copyAndOpen(SHARE_TEXT.tiktok, SHARE_URLS.tiktok)}
          />
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <Item icon={<Link2 />} label={SHARE_TEXT.copyLink} onSelect={() => void copyLink()} />
          {canShareNatively() && (
            <Item
              icon={<Share />}
              label={SHARE_TEXT.native}
              onSelect={() => void shareNatively()}
            />
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

export default ShareMenu;
