// The flashcards page's Export menu (issue 29 item 5): the selected deck, or all the learner's review cards, as CSV
// or as an Anki package — plain download links to GET /api/flashcards/export behind a disclosure button. Escape
// or a click elsewhere closes it, Escape giving the focus back to the button. Signed-in learners only: the cards
// and schedules exported are the account's.
import { ChevronDown, Download } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { ExportFormat } from '@shared/schemas/flashcard-export';
import { Button } from '@client/components/ui/button';
import { exportUrl } from './export-url';
import { EXPORT_TEXT as T } from './texts';

const PANEL_WIDTH = 256;
const EDGE = 8;

const FORMATS: readonly { format: ExportFormat; label: string }[] = [
  { format: 'csv', label: T.csv },
  { format: 'apkg', label: T.anki },
];

function LinkGroup({
  title,
  deckId,
  onChosen,
}: {
  title: string;
  deckId?: string;
  onChosen: () => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-1">
      <p id={id} className="px-2 pt-1 text-xs font-medium text-muted-foreground break-words">
        {title}
      </p>
      <ul aria-labelledby={id} className="grid">
        {FORMATS.map(({ format, label }) => (
          <li key={format}>
            <a
              href={exportUrl(format, deckId)}
              download
              onClick={onChosen}
              className="flex rounded-md px-2 py-2 text-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
            >
              {label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ExportMenu({ deck }: { deck: { id: string; name: string } | null }) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  // Where the panel starts, from the button's left edge: on a phone it stays on the screen wherever the button is.
  const [offset, setOffset] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const toggle = () => {
    const left = buttonRef.current?.getBoundingClientRect().left ?? 0;
    const width = Math.min(PANEL_WIDTH, window.innerWidth - 2 * EDGE);
    setOffset(Math.min(Math.max(left, EDGE), window.innerWidth - width - EDGE) - left);
    setOpen((current) => !current);
  };

  return (
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        event.stopPropagation();
        setOpen(false);
        buttonRef.current?.focus();
      }}
      onBlur={(event) => {
        if (open && !event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <Button
        ref={buttonRef}
        variant="outline"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={toggle}
      >
        <Download aria-hidden /> {T.export}
        <ChevronDown aria-hidden className={open ? 'rotate-180' : undefined} />
      </Button>
      {open && (
        <div
          id={panelId}
          style={{ left: offset, width: `min(${PANEL_WIDTH}px, calc(100vw - ${2 * EDGE}px))` }}
          className="absolute top-full z-40 mt-2 grid gap-2 rounded-lg border bg-surface p-1.5 text-sm text-surface-foreground shadow-lg animate-fade-in"
        >
          {deck && (
            <LinkGroup
              title={T.thisDeck(deck.name)}
              deckId={deck.id}
              onChosen={() => setOpen(false)}
            />
          )}
          <LinkGroup title={T.allReviewCards} onChosen={() => setOpen(false)} />
        </div>
      )}
    </div>
  );
}
