// The deck selector (spec 2 §2) with each deck's "N due" (issue 11 item 4), and the deck actions: New Deck always,
// Edit Deck and Delete Deck for custom decks only (spec 2 §4 "Deck management"); beside New Deck, the screen's
// other deck actions (Import CSV and Export, issue 29 item 5).
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { lazy, Suspense, useId, type ReactNode } from 'react';
import type { DeckSummary } from '@shared/schemas/flashcards';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Label, selectClasses } from '@client/components/ui/input';
import { FLASHCARDS_TEXT as T } from '../texts';

// Only a custom deck can be deleted: the confirmation (Radix's alert dialog) loads when one is chosen.
const ConfirmDialog = lazy(() =>
  import('@client/components/ui/confirm-dialog').then((module) => ({
    default: module.ConfirmDialog,
  })),
);

const BUILT_IN_GROUP = 'Built-in decks';
const CUSTOM_GROUP = 'Your decks';

export function DeckToolbar({
  decks,
  selectedId,
  due,
  onSelect,
  onCreate,
  onEdit,
  onDelete,
  busy = false,
  actions,
}: {
  decks: readonly DeckSummary[];
  selectedId: string;
  due: Record<string, number>;
  onSelect: (deckId: string) => void;
  onCreate: () => void;
  onEdit: () => void;
  onDelete: () => void;
  /** True while a deck is being deleted. */
  busy?: boolean;
  /** More deck actions, after New Deck. */
  actions?: ReactNode;
}) {
  const selectId = useId();
  const selected = decks.find((deck) => deck.id === selectedId);
  const builtIn = decks.filter((deck) => !deck.isCustom);
  const custom = decks.filter((deck) => deck.isCustom);
  const option = (deck: DeckSummary) => (
    <option key={deck.id} value={deck.id}>
      {T.deckOption(deck.name, due[deck.id] ?? 0)}
    </option>
  );
  const dueHere = due[selectedId] ?? 0;
  // While the confirmation's code loads (a moment after a custom deck is chosen), its button shows, disabled.
  const deleteButton = (loading: boolean) => (
    <Button
      variant="outline"
      size="icon"
      aria-label={T.deleteDeck}
      title={T.deleteDeck}
      disabled={busy || loading}
      className="hover:text-danger"
    >
      <Trash2 aria-hidden />
    </Button>
  );
  return (
    <div className="flex flex-wrap items-end gap-2">
      {/* Its own row on phones, so a custom deck's name is not squeezed by the three deck buttons. */}
      <div className="grid min-w-0 flex-1 basis-full gap-1.5 sm:basis-0 sm:max-w-lg">
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor={selectId}>{T.deckLabel}</Label>
          {dueHere > 0 && <Badge variant="primary">{T.dueBadge(dueHere)}</Badge>}
        </div>
        <select
          id={selectId}
          className={selectClasses}
          value={selectedId}
          onChange={(event) => onSelect(event.target.value)}
        >
          {custom.length > 0 ? (
            <>
              <optgroup label={BUILT_IN_GROUP}>{builtIn.map(option)}</optgroup>
              <optgroup label={CUSTOM_GROUP}>{custom.map(option)}</optgroup>
            </>
          ) : (
            builtIn.map(option)
          )}
        </select>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={onCreate}>
          <Plus aria-hidden /> {T.newDeck}
        </Button>
        {actions}
        {selected?.isCustom && (
          <>
            <Button
              variant="outline"
              size="icon"
              aria-label={T.editDeck}
              title={T.editDeck}
              onClick={onEdit}
            >
              <Pencil aria-hidden />
            </Button>
            <Suspense fallback={deleteButton(true)}>
              <ConfirmDialog
                trigger={deleteButton(false)}
                title={T.deleteDeckTitle}
                question={T.deleteDeckQuestion}
                confirmLabel={T.deleteConfirm}
                onConfirm={onDelete}
              />
            </Suspense>
          </>
        )}
      </div>
    </div>
  );
}
