// Create or edit a custom deck (spec 2 §4 "Deck management", §5 "Custom deck"): a name (required), an optional
// description, and rows of term, meaning and example. There is always at least one row; a row can be removed only
// while there are several; rows missing a term or a meaning are dropped on save, and at least one whole card must
// remain. Checked with the server's own schema; saved on the account when signed in, in this browser otherwise.
import { AlertCircle, Loader2, Plus, Trash2 } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import {
  CARD_EXAMPLE_MAX,
  CARD_MEANING_MAX,
  CARD_TERM_MAX,
  customDeckInputSchema,
  DECK_DESCRIPTION_MAX,
  DECK_NAME_MAX,
  type Deck,
} from '@shared/schemas/flashcards';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { FormAlert } from '@client/components/ui/form-alert';
import { Input, Label } from '@client/components/ui/input';
import { TextField } from '@client/components/ui/text-field';
import { toast } from '@client/components/ui/toast';
import { serverMessage } from '@client/lib/server-message';
import type { StoreMode } from '../api/query-keys';
import { useSaveDeck } from '../api/save-deck';
import { FLASHCARDS_TEXT as T } from '../texts';

interface Row {
  key: number;
  term: string;
  meaning: string;
  example: string;
}

let lastRowKey = 0;
const newRow = (term = '', meaning = '', example = ''): Row => ({
  key: (lastRowKey += 1),
  term,
  meaning,
  example,
});

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="flex items-start gap-1.5 text-xs font-medium text-danger">
      <AlertCircle className="mt-px size-3.5 shrink-0" aria-hidden />
      {message}
    </p>
  );
}

function DeckForm({
  mode,
  deck,
  onSaved,
}: {
  mode: StoreMode;
  deck: Deck | null;
  onSaved: (deck: Deck) => void;
}) {
  const id = useId();
  const [name, setName] = useState(deck?.name ?? '');
  const [description, setDescription] = useState(
    deck && deck.description !== `Custom deck: ${deck.name}` ? deck.description : '',
  );
  const [rows, setRows] = useState<Row[]>(() =>
    deck && deck.cards.length > 0
      ? deck.cards.map((card) => newRow(card.term, card.meaning, card.example ?? ''))
      : [newRow()],
  );
  const [nameError, setNameError] = useState<string>();
  const [cardsError, setCardsError] = useState<string>();
  const [formError, setFormError] = useState<string | null>(null);
  // The row whose term takes the focus once it is on screen (a row just added).
  const focusRow = useRef<number | null>(null);

  const save = useSaveDeck(mode, {
    onSuccess: (saved) => {
      toast({ title: deck ? T.deckUpdated : T.deckCreated, variant: 'success' });
      onSaved(saved);
    },
    onError: (error) => setFormError(serverMessage(error, T.deckSaveFailed)),
  });

  const setRow = (key: number, field: keyof Omit<Row, 'key'>, value: string) => {
    setRows((current) =>
      current.map((row) => (row.key === key ? { ...row, [field]: value } : row)),
    );
    setCardsError(undefined);
  };
  const addRow = () => {
    const row = newRow();
    focusRow.current = row.key;
    setRows((current) => [...current, row]);
  };
  const removeRow = (key: number) =>
    setRows((current) => (current.length > 1 ? current.filter((row) => row.key !== key) : current));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    const input = {
      name,
      description,
      ...(deck ? { localeHint: deck.localeHint } : {}),
      cards: rows.map(({ term, meaning, example }) => ({ term, meaning, example })),
    };
    const parsed = customDeckInputSchema.safeParse(input);
    if (!parsed.success) {
      const nameIssue = parsed.error.issues.find((issue) => issue.path[0] === 'name');
      // A refused name stops the schema before it checks the cards: check them on their own too, so both
      // problems show at once.
      const cardIssues = nameIssue
        ? (customDeckInputSchema.safeParse({ ...input, name: 'x' }).error?.issues ?? [])
        : parsed.error.issues;
      const cardsIssue = cardIssues.find((issue) => issue.path[0] === 'cards');
      setNameError(nameIssue?.message);
      setCardsError(cardsIssue?.message);
      document.getElementById(nameIssue ? `${id}-name` : `${id}-term-0`)?.focus();
      return;
    }
    setFormError(null);
    save.mutate({ ...(deck ? { deckId: deck.id } : {}), data: parsed.data });
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-busy={save.isPending}>
      <TextField
        id={`${id}-name`}
        label={T.deckName}
        value={name}
        onChange={(value) => {
          setName(value);
          setNameError(undefined);
        }}
        maxLength={DECK_NAME_MAX}
        required
        error={nameError}
      />
      <TextField
        id={`${id}-description`}
        label={T.deckDescription}
        value={description}
        onChange={setDescription}
        maxLength={DECK_DESCRIPTION_MAX}
      />
      <fieldset
        className="grid gap-3"
        aria-describedby={cardsError ? `${id}-cards-error` : undefined}
      >
        <legend className="mb-2 text-sm font-medium">{T.cards}</legend>
        {rows.map((row, index) => {
          const field = (
            name: keyof Omit<Row, 'key'>,
            label: string,
            placeholder: string,
            max: number,
          ) => {
            const fieldId = `${id}-${name}-${index}`;
            return (
              <div className="min-w-0">
                <Label htmlFor={fieldId} className="sr-only">
                  {label}
                </Label>
                <Input
                  id={fieldId}
                  ref={(node) => {
                    if (node && name === 'term' && focusRow.current === row.key) {
                      focusRow.current = null;
                      node.focus();
                    }
                  }}
                  value={row[name]}
                  autoComplete="off"
                  placeholder={placeholder}
                  maxLength={max}
                  aria-invalid={cardsError && name !== 'example' ? true : undefined}
                  onChange={(event) => setRow(row.key, name, event.target.value)}
                />
              </div>
            );
          };
          return (
            <div key={row.key} className="flex items-start gap-2 rounded-lg border p-3">
              <div className="grid min-w-0 flex-1 gap-2">
                <div className="grid gap-2 sm:grid-cols-2">
                  {field('term', T.termLabel(index + 1), T.termPlaceholder, CARD_TERM_MAX)}
                  {field(
                    'meaning',
                    T.meaningLabel(index + 1),
                    T.meaningPlaceholder,
                    CARD_MEANING_MAX,
                  )}
                </div>
                {field(
                  'example',
                  T.exampleLabel(index + 1),
                  T.examplePlaceholder,
                  CARD_EXAMPLE_MAX,
                )}
              </div>
              {rows.length > 1 && (
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label={T.removeCard(index + 1)}
                  title={T.removeCard(index + 1)}
                  onClick={() => removeRow(row.key)}
                  className="text-muted-foreground hover:text-danger"
                >
                  <Trash2 aria-hidden />
                </Button>
              )}
            </div>
          );
        })}
        <FieldError id={`${id}-cards-error`} message={cardsError} />
        <Button variant="outline" size="sm" onClick={addRow} className="justify-self-start">
          <Plus aria-hidden /> {T.addCard}
        </Button>
      </fieldset>
      <FormAlert message={formError} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">{T.cancel}</Button>
        </DialogClose>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && <Loader2 className="animate-spin" aria-hidden />}
          {save.isPending ? T.saving : T.saveDeck}
        </Button>
      </div>
    </form>
  );
}

export function DeckDialog({
  mode,
  open,
  onOpenChange,
  deck,
  onSaved,
}: {
  mode: StoreMode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The deck to edit; null to create one. */
  deck: Deck | null;
  onSaved: (deck: Deck) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (
        <DialogContent width="3xl" className="max-sm:p-5">
          <DialogHeader>
            <DialogTitle>{deck ? T.editDeckTitle : T.createDeckTitle}</DialogTitle>
            <DialogDescription>{T.deckDialogText}</DialogDescription>
          </DialogHeader>
          <DeckForm
            key={deck?.id ?? 'new'}
            mode={mode}
            deck={deck}
            onSaved={(saved) => {
              onOpenChange(false);
              onSaved(saved);
            }}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}
