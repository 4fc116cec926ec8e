// The legal information modal over the translator (spec 1 §2): /legal and /api, anchors #privacy, #terms, #api.
import { FileText, Scale, ShieldCheck, X, type LucideIcon } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { useLocation } from 'wouter';
import { useLocationProperty } from 'wouter/use-browser-location';
import { LEGAL_MODAL_CLOSE_MS } from '@shared/limits';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@client/components/ui/dialog';
import { legalAnchors, paths, type LegalAnchor } from '@client/config/paths';
import { cn } from '@client/lib/cn';
import { DocProvider } from '../content/doc-parts';
import { LEGAL_TEXT, legalDocuments } from '../content/legal-documents';

const currentHash = () => window.location.hash;

const anchorFromHash = (hash: string): LegalAnchor | null =>
  legalAnchors.find((anchor) => `#${anchor}` === hash) ?? null;

const icons: Record<LegalAnchor, LucideIcon> = {
  privacy: ShieldCheck,
  terms: Scale,
  api: FileText,
};

/** How far into a section the reader must scroll before the navigation marks it as current. */
const SECTION_GAP_PX = 32;

const inPageLinks = {
  level: 4,
  hrefFor: (anchor: LegalAnchor) => `#${anchor}`,
  inPage: true,
} as const;

function prefersReducedMotion() {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

function scrollToSection(scroller: HTMLElement, anchor: LegalAnchor, smooth: boolean) {
  const section = scroller.querySelector<HTMLElement>(`#${anchor}`);
  if (!section) return;
  // Sections after the first carry their own top padding, so landing on their edge hides the divider above.
  const top = anchor === legalAnchors[0] ? 0 : section.offsetTop;
  if (typeof scroller.scrollTo === 'function') {
    scroller.scrollTo({ top, behavior: smooth && !prefersReducedMotion() ? 'smooth' : 'auto' });
  } else {
    scroller.scrollTop = top;
  }
}

export default function LegalModal() {
  const [path, navigate] = useLocation();
  // A server never sees the hash: it renders none, and the browser's follows once hydrated.
  const hash = useLocationProperty(currentHash, () => '');
  const [open, setOpen] = useState(true);
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const [visible, setVisible] = useState<LegalAnchor | null>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const hasScrolled = useRef(false);

  // /api without an anchor opens on the API documentation; /legal starts at the top.
  const target = anchorFromHash(hash) ?? (path === paths.api ? 'api' : null);
  const active = visible ?? target ?? 'privacy';

  // Jump to the requested section once the dialog is in the DOM, and again whenever the hash changes.
  useEffect(() => {
    if (!scroller) return;
    const smooth = hasScrolled.current;
    hasScrolled.current = true;
    if (target) scrollToSection(scroller, target, smooth);
  }, [scroller, target]);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const handleOpenChange = (next: boolean) => {
    if (next) return;
    setOpen(false);
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => navigate(paths.home), LEGAL_MODAL_CLOSE_MS);
  };

  // Highlights the section being read in the navigation.
  const handleScroll = useCallback(() => {
    if (!scroller) return;
    const atBottom = scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 2;
    let current: LegalAnchor = legalAnchors[0];
    for (const anchor of legalAnchors) {
      const section = scroller.querySelector<HTMLElement>(`#${anchor}`);
      if (section && section.offsetTop - SECTION_GAP_PX <= scroller.scrollTop) current = anchor;
    }
    setVisible(atBottom ? (legalAnchors.at(-1) ?? current) : current);
  }, [scroller]);

  const jumpTo = (anchor: LegalAnchor) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (window.location.hash === `#${anchor}`) {
      if (scroller) scrollToSection(scroller, anchor, true);
    } else {
      // Replacing (not pushing) keeps Back meaning "leave the legal pages"; the hash effect scrolls.
      window.history.replaceState(window.history.state, '', `#${anchor}`);
    }
  };

  return (
    <Dialog open={open} onOpenChange={handleOpenChange} modal>
      <DialogContent
        hideClose
        layout="frame"
        width="4xl"
        className="h-[calc(100dvh-1rem)] w-[calc(100vw-1rem)] sm:h-[min(88dvh,60rem)] sm:w-[calc(100vw-3rem)]"
      >
        <div className="flex items-start justify-between gap-3 border-b px-4 pt-4 pb-3 sm:px-6">
          <div className="grid min-w-0 gap-1">
            <DialogTitle size="display">{LEGAL_TEXT.modalTitle}</DialogTitle>
            <DialogDescription>{LEGAL_TEXT.modalDescription}</DialogDescription>
          </div>
          <DialogClose asChild>
            <Button variant="outline" size="sm" className="shrink-0">
              <X aria-hidden />
              {LEGAL_TEXT.close}
            </Button>
          </DialogClose>
        </div>

        <nav aria-label={LEGAL_TEXT.sectionsNav} className="border-b bg-muted/40 px-2 sm:px-4">
          <ul className="flex gap-1 overflow-x-auto py-2">
            {legalDocuments.map(({ anchor, title, shortTitle }) => {
              const Icon = icons[anchor];
              const current = anchor === active;
              return (
                <li key={anchor} className="shrink-0">
                  <a
                    href={`#${anchor}`}
                    onClick={jumpTo(anchor)}
                    aria-current={current ? 'location' : undefined}
                    className={cn(
                      'inline-flex items-center gap-2 rounded-md px-3 py-1.5 text-sm font-semibold transition-colors [&_svg]:size-4',
                      current
                        ? 'bg-surface text-primary shadow-sm ring-1 ring-border'
                        : 'text-muted-foreground hover:bg-muted hover:text-foreground',
                    )}
                  >
                    <Icon aria-hidden />
                    <span className="sm:hidden">{shortTitle}</span>
                    <span className="hidden sm:inline">{title}</span>
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>

        <div
          ref={setScroller}
          onScroll={handleScroll}
          className="relative flex-1 overflow-y-auto overscroll-contain px-4 py-6 sm:px-8"
        >
          <DocProvider value={inPageLinks}>
            {legalDocuments.map(({ anchor, title, Body }) => (
              <section
                key={anchor}
                id={anchor}
                aria-labelledby={`legal-${anchor}-heading`}
                className="mx-auto max-w-3xl border-b pb-10 not-first:pt-8 last:border-b-0"
              >
                <h3
                  id={`legal-${anchor}-heading`}
                  className="font-display text-2xl font-extrabold tracking-tight text-foreground sm:text-3xl"
                >
                  {title}
                </h3>
                <p className="mt-1 text-sm font-medium text-muted-foreground">
                  {LEGAL_TEXT.lastUpdated}
                </p>
                <div className="prose-doc mt-4 text-[0.95rem]">
                  <Body />
                </div>
              </section>
            ))}
          </DocProvider>
        </div>
      </DialogContent>
    </Dialog>
  );
}
