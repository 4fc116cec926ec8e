// "Import CSV" (issue 29 item 5): a CSV file chosen or pasted is read in the browser (./parse-cards-csv.ts) and
// previewed — a table of the cards that will be added, and each line that will not with its number and what is
// wrong — before "Import N cards" adds them to a new custom deck or to one of the learner's own, through the deck
// API (the whole deck, as the deck dialog saves it). Loaded on first use by ./import-csv-button.tsx.
import { AlertCircle, FileUp, Loader2 } from 'lucide-react';
import {
  useDeferredValue,
  useId,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type RefObject,
} from 'react';
import {
  CUSTOM_DECK_CARDS_MAX,
  customDeckInputSchema,
  DECK_NAME_MAX,
  type Deck,
  type DeckSummary,
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
import { Label, selectClasses, Textarea } from '@client/components/ui/input';
import type { LazyDialogProps } from '@client/components/ui/lazy-dialog';
import { TextField } from '@client/components/ui/text-field';
import { toast } from '@client/components/ui/toast';
import { serverMessage } from '@client/lib/server-message';
import { useDeck } from '../api/get-deck';
import type { StoreMode } from '../api/query-keys';
import { useSaveDeck } from '../api/save-deck';
import { parseCardsCsv, previewImport, type ImportPreview } from './parse-cards-csv';
import { IMPORT_CSV_TEXT as T } from './texts';

/** Far more than a full deck's CSV (500 cards of at most 700 characters): a larger file is not a deck. */
export const IMPORT_FILE_MAX_MB = 2;
/** Problems listed at most; the rest are counted. */
const PROBLEMS_SHOWN = 100;

const EMPTY_PREVIEW: ImportPreview = { cards: [], problems: [] };
const NO_CARDS: readonly { term: string }[] = [];
/** The preview's columns; on a phone the example is left to screen readers, so term and meaning have the room. */
const COLUMNS = [
  { label: T.lineColumn, wide: false },
  { label: T.termColumn, wide: false },
  { label: T.meaningColumn, wide: false },
  { label: T.exampleColumn, wide: true },
];

function Preview({
  headingId,
  headingRef,
  preview,
  deckName,
}: {
  headingId: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  preview: ImportPreview;
  deckName: string;
}) {
  const { cards, problems } = preview;
  const hidden = problems.length - PROBLEMS_SHOWN;
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h3
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className="text-sm font-semibold outline-none"
      >
        {T.previewHeading}
      </h3>
      <p role="status" className="text-sm text-muted-foreground">
        {cards.length === 0 && problems.length === 0
          ? T.nothingYet
          : T.summary(cards.length, problems.length)}
      </p>
      {cards.length > 0 && (
        <div className="max-h-[40vh] overflow-y-auto rounded-md border">
          <table className="w-full text-left text-sm">
            <caption className="px-3 py-2 text-left text-xs text-muted-foreground">
              {T.tableCaption(cards.length, deckName)}
            </caption>
            <thead className="bg-muted/60 text-xs uppercase tracking-wide text-muted-foreground">
              <tr>
                {COLUMNS.map(({ label, wide }) => (
                  <th
                    key={label}
                    scope="col"
                    className={`px-3 py-2 font-medium${wide ? ' max-sm:sr-only' : ''}`}
                  >
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {cards.map(({ line, card }) => (
                <tr key={line} className="border-t align-top">
                  <td className="px-3 py-2 tabular-nums text-muted-foreground">{line}</td>
                  <th scope="row" className="break-words px-3 py-2 font-medium">
                    {card.term}
                  </th>
                  <td className="break-words px-3 py-2">{card.meaning}</td>
                  <td className="break-words px-3 py-2 text-muted-foreground max-sm:sr-only">
                    {card.example}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {problems.length > 0 && (
        <div className="grid gap-2 rounded-md border border-danger/40 bg-danger/10 p-3">
          <h4 className="flex items-center gap-1.5 text-sm font-semibold text-danger">
            <AlertCircle className="size-4 shrink-0" aria-hidden />
            {T.problemsHeading}
          </h4>
          <ul className="grid max-h-[40vh] gap-1 overflow-y-auto text-sm">
            {problems.slice(0, PROBLEMS_SHOWN).map(({ line, messages }) => (
              <li key={line} className="break-words">
                <span className="font-medium">{T.problemLine(line)}</span> {messages.join(' ')}
              </li>
            ))}
          </ul>
          {hidden > 0 && <p className="text-sm">{T.moreProblems(hidden)}</p>}
        </div>
      )}
    </section>
  );
}

function ImportForm({ mode, decks, selectedDeckId, onImported }: ImportCsvTarget) {
  const id = useId();
  const customDecks = decks.filter((deck) => deck.isCustom);
  const [target, setTarget] = useState<'new' | 'existing'>(
    customDecks.some((deck) => deck.id === selectedDeckId) ? 'existing' : 'new',
  );
  const [deckId, setDeckId] = useState(
    customDecks.find((deck) => deck.id === selectedDeckId)?.id ?? customDecks[0]?.id ?? '',
  );
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string>();
  const [text, setText] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const previewHeading = useRef<HTMLHeadingElement>(null);
  const nameInput = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  // How many cards the import being saved adds (the text may change while it is saved).
  const adding = useRef(0);

  const existing = useDeck(mode, target === 'existing' ? deckId : null);
  // A new deck has no cards yet; an existing one's are known once loaded.
  const deckCards = target === 'existing' ? existing.data?.cards : NO_CARDS;
  const deferredText = useDeferredValue(text);
  const parsed = useMemo(() => parseCardsCsv(deferredText), [deferredText]);
  const preview = useMemo(
    () => (deckCards ? previewImport(parsed, deckCards) : EMPTY_PREVIEW),
    [parsed, deckCards],
  );
  const deckName =
    target === 'new'
      ? name.trim() || T.thisNewDeck
      : (customDecks.find((deck) => deck.id === deckId)?.name ?? '');

  const save = useSaveDeck(mode, {
    onSuccess: (saved) => {
      toast({ title: T.imported(adding.current, saved.name), variant: 'success' });
      onImported(saved);
    },
    onError: (error) => setFormError(serverMessage(error, T.importFailed)),
  });

  async function readFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setFileError(null);
    if (!file) return;
    setFileName(file.name);
    if (file.size > IMPORT_FILE_MAX_MB * 1024 * 1024) {
      setFileError(T.fileTooLarge(IMPORT_FILE_MAX_MB));
      return;
    }
    try {
      setText(await file.text());
      // What the file holds is announced from the preview, which takes the focus.
      previewHeading.current?.focus();
    } catch {
      setFileError(T.fileUnreadable);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending || preview.cards.length === 0) return;
    const added = preview.cards.map(({ card }) => ({
      term: card.term,
      meaning: card.meaning,
      ...(card.example ? { example: card.example } : {}),
    }));
    const deck = existing.data;
    const input =
      target === 'new'
        ? { name, cards: added }
        : {
            name: deck?.name ?? '',
            description: deck?.description,
            localeHint: deck?.localeHint,
            cards: [...(deck?.cards ?? []), ...added],
          };
    const checked = customDeckInputSchema.safeParse(input);
    if (!checked.success) {
      const nameIssue = checked.error.issues.find((issue) => issue.path[0] === 'name');
      if (nameIssue && target === 'new') {
        setNameError(nameIssue.message);
        nameInput.current?.focus();
      } else setFormError(checked.error.issues[0]?.message ?? T.importFailed);
      return;
    }
    setFormError(null);
    adding.current = added.length;
    save.mutate({ ...(target === 'existing' ? { deckId } : {}), data: checked.data });
  }

  const waitingForDeck = target === 'existing' && !existing.data;
  return (
    <form onSubmit={submit} noValidate className="grid gap-5" aria-busy={save.isPending}>
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium">{T.target}</legend>
        {customDecks.length > 0 && (
          <div className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
            {(['new', 'existing'] as const).map((value) => (
              <label key={value} className="flex items-center gap-2">
                <input
                  type="radio"
                  name={`${id}-target`}
                  value={value}
                  checked={target === value}
                  onChange={() => setTarget(value)}
                  className="size-4"
                />
                {value === 'new' ? T.newDeck : T.existingDeck}
              </label>
            ))}
          </div>
        )}
        {target === 'new' ? (
          <TextField
            id={`${id}-name`}
            label={T.newDeckName}
            value={name}
            onChange={(value) => {
              setName(value);
              setNameError(undefined);
            }}
            maxLength={DECK_NAME_MAX}
            required
            error={nameError}
            controlRef={nameInput}
          />
        ) : (
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-deck`}>{T.existingDeckLabel}</Label>
            <select
              id={`${id}-deck`}
              className={selectClasses}
              value={deckId}
              onChange={(event) => setDeckId(event.target.value)}
            >
              {customDecks.map((deck) => (
                <option key={deck.id} value={deck.id}>
                  {deck.name}
                </option>
              ))}
            </select>
            {existing.isPending && (
              <p role="status" className="text-xs text-muted-foreground">
                {T.loadingDeck}
              </p>
            )}
            {existing.isError && (
              <p role="alert" className="text-xs font-medium text-danger">
                {T.deckFailed}
              </p>
            )}
          </div>
        )}
      </fieldset>

      <div className="grid gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-file`}>{T.file}</Label>
          {/* The native file input is visually hidden (its own button cannot take the app's button style without
              CSS no other page needs); this button opens it, and the label opens it too. */}
          <input
            ref={fileInput}
            id={`${id}-file`}
            type="file"
            tabIndex={-1}
            accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain"
            onChange={(event) => void readFile(event)}
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? `${id}-file-error` : undefined}
            className="sr-only"
          />
          <div className="flex min-w-0 flex-wrap items-center gap-3">
            <Button
              type="button"
              variant="outline"
              size="sm"
              aria-describedby={`${id}-file-name`}
              onClick={() => fileInput.current?.click()}
            >
              <FileUp aria-hidden /> {T.chooseFile}
            </Button>
            <span id={`${id}-file-name`} className="min-w-0 truncate text-sm text-muted-foreground">
              {fileName ?? T.noFile}
            </span>
          </div>
          {fileError && (
            <p id={`${id}-file-error`} role="alert" className="text-xs font-medium text-danger">
              {fileError}
            </p>
          )}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-text`}>{T.paste}</Label>
          <Textarea
            id={`${id}-text`}
            value={text}
            onChange={(event) => setText(event.target.value)}
            rows={5}
            spellCheck={false}
            placeholder={T.pastePlaceholder}
            className="font-mono"
          />
        </div>
      </div>

      <Preview
        headingId={`${id}-preview`}
        headingRef={previewHeading}
        preview={preview}
        deckName={deckName}
      />

      <FormAlert message={formError} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">{T.cancel}</Button>
        </DialogClose>
        <Button
          type="submit"
          disabled={save.isPending || waitingForDeck || preview.cards.length === 0}
        >
          {save.isPending && <Loader2 className="animate-spin" aria-hidden />}
          {save.isPending ? T.importing : T.importCards(preview.cards.length)}
        </Button>
      </div>
    </form>
  );
}

/** What the page gives the import: where cards can go, and what to do with the deck they went into. */
export interface ImportCsvTarget {
  mode: StoreMode;
  decks: readonly DeckSummary[];
  /** Offered as the deck to add to when it is a custom deck. */
  selectedDeckId: string | null;
  onImported: (deck: Deck) => void;
}

export interface ImportCsvDialogProps extends LazyDialogProps, ImportCsvTarget {}

export default function ImportCsvDialog({
  open,
  onOpenChange,
  contentId,
  onCloseAutoFocus,
  onImported,
  ...target
}: ImportCsvDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && (
        <DialogContent
          id={contentId}
          onCloseAutoFocus={onCloseAutoFocus}
          width="3xl"
          className="max-sm:p-5"
        >
          <DialogHeader>
            <DialogTitle>{T.title}</DialogTitle>
            <DialogDescription>
              {T.description} {T.limit(CUSTOM_DECK_CARDS_MAX)}
            </DialogDescription>
          </DialogHeader>
          <ImportForm
            {...target}
            onImported={(deck) => {
              onOpenChange(false);
              onImported(deck);
            }}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}
