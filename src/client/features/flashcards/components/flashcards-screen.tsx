// The flashcards screen's body (spec 2 §2 "Flashcards screen"; issue 11 items 2–4): the deck selector and deck
// dialogs, then the selected deck's session. Signed in, everything is read from and saved to the account (after
// moving in what this browser kept before); signed out, custom decks, progress and schedules stay in the browser.
// Above the session, the daily challenge card (issue 12 item 4): flips in Study and Review count towards it.
// `?deckId=&termIndex=` opens one card in Study; `&mode=study|quiz|review` opens that mode (the toast of "Add to
// my deck" links to `?deckId=<My slang>&mode=review`). Beside the deck actions, Import CSV and, signed in, Export
// (issue 29 item 5).
import { Layers } from 'lucide-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { openableCardCount } from '@shared/engagement/daily-challenge';
// From deck-ids, not the schemas module: a value from that one brings zod's schemas into the page.
import { DEFAULT_DECK_ID } from '@shared/flashcards/deck-ids';
import type { Deck, DeckSummary } from '@shared/schemas/flashcards';
import { Button } from '@client/components/ui/button';
import { ListError } from '@client/components/ui/list-states';
import { Skeleton } from '@client/components/ui/spinner';
import { toast } from '@client/components/ui/toast';
import { paths } from '@client/config/paths';
import { useHydrated } from '@client/lib/use-hydrated';
import { useDeleteDeck } from '../api/delete-deck';
import { useDeck } from '../api/get-deck';
import { useDecks } from '../api/get-decks';
import { useKeepDueDecks } from '../offline/keep-due-decks';
import { useDueCounts } from '../api/get-due-counts';
import { useProgress } from '../api/get-progress';
import type { StoreMode } from '../api/query-keys';
import { ExportMenu } from '../export/export-menu';
import { useDailyChallenge, type ChallengeDeck } from '../hooks/use-daily-challenge';
import { useLocalImport } from '../hooks/use-local-import';
import { ImportCsvButton } from '../import-csv/import-csv-button';
import type { Mode } from '../lib/session';
import { selectedDeckStore } from '../local/play-history';
import { FLASHCARDS_TEXT as T } from '../texts';
import { DailyChallengeCard } from './daily-challenge-card';
import { DeckSession } from './deck-session';
import { DeckToolbar } from './deck-toolbar';

// Loaded when a deck is first created or edited: the form validates with the deck schemas (zod), which the screen
// itself never needs, so a visit that only studies does not evaluate them.
const DeckDialog = lazy(() =>
  import('./deck-dialog').then((module) => ({ default: module.DeckDialog })),
);

function Loading({ label }: { label: string }) {
  return (
    <div role="status" className="grid gap-4">
      <span className="sr-only">{label}</span>
      <div className="flex flex-wrap gap-2" aria-hidden>
        <Skeleton className="h-8 w-40" />
        <Skeleton className="h-8 w-28" />
      </div>
      <Skeleton rounded="xl" className="h-40 w-full" aria-hidden />
      <Skeleton className="mx-auto h-10 w-40" aria-hidden />
    </div>
  );
}

/** The deck to show: the one asked for if it exists, else the default deck, else the first. */
function resolveDeckId(decks: readonly DeckSummary[], wanted: string): string | null {
  if (decks.some((deck) => deck.id === wanted)) return wanted;
  if (decks.some((deck) => deck.id === DEFAULT_DECK_ID)) return DEFAULT_DECK_ID;
  return decks[0]?.id ?? null;
}

const termIndexOf = (value: string | null) =>
  value !== null && /^\d{1,6}$/.test(value) ? Number(value) : null;

const MODES: readonly Mode[] = ['study', 'quiz', 'review'];
const modeOf = (value: string | null): Mode | null => MODES.find((mode) => mode === value) ?? null;

export function FlashcardsScreen({ signedIn }: { signedIn: boolean | null }) {
  const mode: StoreMode = signedIn ? 'account' : 'local';
  const ready = useLocalImport(signedIn);
  const decks = useDecks(mode, ready);
  const due = useDueCounts(mode, ready);
  const search = useSearch();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const linkDeckId = params.get('deckId');
  const linkTermIndex = termIndexOf(params.get('termIndex'));
  const linkMode = modeOf(params.get('mode'));

  const [chosen, setChosen] = useState<string | null>(null);
  // A link followed while the screen is open (the daily slang popup's Practice Now) wins over a deck picked
  // before it.
  const [linkSearch, setLinkSearch] = useState(search);
  if (search !== linkSearch) {
    setLinkSearch(search);
    if (linkDeckId) setChosen(null);
  }
  const [dialog, setDialog] = useState<'create' | 'edit' | null>(null);
  // Mounted from its first opening on, so it closes with its animation like any dialog.
  const [deckDialogUsed, setDeckDialogUsed] = useState(false);
  if (dialog !== null && !deckDialogUsed) setDeckDialogUsed(true);
  // Bumped when the deck is edited, so its session starts again over the new cards.
  const [version, setVersion] = useState(0);

  // Until hydrated (and on the server) the screen is as a new device sees it; this device's choices come after.
  const hydrated = useHydrated();
  const list = decks.data ?? [];
  const deckId = decks.data
    ? resolveDeckId(
        list,
        chosen ?? linkDeckId ?? (hydrated ? selectedDeckStore.read() : selectedDeckStore.fallback),
      )
    : null;
  const deck = useDeck(mode, deckId);
  const progress = useProgress(mode, deckId);
  // Offline study: the other decks with cards due are copied to the device too.
  useKeepDueDecks(mode, due, deckId);

  // Today's challenge is made from the deck selected when it is first needed, once its cards and packs are known.
  const loaded = deck.data && deck.data.id === deckId && !progress.isPending ? deck.data : null;
  const challengeDeck: ChallengeDeck | null = loaded && {
    id: loaded.id,
    name: loaded.name,
    size: loaded.cards.length,
    openableCards: openableCardCount(loaded.cards.length, progress.progress, progress.settings),
  };
  const deckIds = useMemo(() => decks.data?.map((summary) => summary.id) ?? null, [decks.data]);
  const daily = useDailyChallenge(challengeDeck, deckIds);
  const targetDeckName =
    list.find((summary) => summary.id === daily.challenge?.targetDeck)?.name ?? null;

  const selectDeck = (id: string) => {
    setChosen(id);
    selectedDeckStore.write(id);
    // The link's card belongs to the deck it named: another deck starts at its beginning.
    if (search) navigate(paths.flashcards, { replace: true });
  };
  /** A deck just saved (edited, created or filled by an import): shown from its start. */
  const showSaved = (saved: Deck) => {
    if (saved.id === deckId) setVersion((current) => current + 1);
    else selectDeck(saved.id);
  };
  const remove = useDeleteDeck(mode, {
    onSuccess: () => {
      toast({ title: T.deckDeleted, variant: 'success' });
      selectDeck(DEFAULT_DECK_ID);
    },
  });

  if (!ready || decks.isPending) return <Loading label={T.loadingDecks} />;
  if (decks.isError)
    return (
      <ListError
        title={T.decksFailed}
        onRetry={() => void decks.refetch()}
        retrying={decks.isFetching}
      />
    );

  const deckDialog = deckDialogUsed && (
    <Suspense fallback={null}>
      <DeckDialog
        mode={mode}
        open={dialog !== null}
        onOpenChange={(open) => {
          if (!open) setDialog(null);
        }}
        deck={dialog === 'edit' ? (deck.data ?? null) : null}
        onSaved={showSaved}
      />
    </Suspense>
  );

  if (!deckId)
    return (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-surface/60 px-6 py-14 text-center">
        <Layers className="size-8 text-primary" aria-hidden />
        <p className="max-w-md text-sm text-muted-foreground">{T.noDecks}</p>
        <Button onClick={() => setDialog('create')}>{T.newDeck}</Button>
        {deckDialog}
      </div>
    );

  return (
    <div className="grid gap-6">
      <DeckToolbar
        decks={list}
        selectedId={deckId}
        due={due}
        onSelect={selectDeck}
        onCreate={() => setDialog('create')}
        onEdit={() => setDialog('edit')}
        onDelete={() => remove.mutate(deckId)}
        busy={remove.isPending}
        actions={
          <>
            <ImportCsvButton
              mode={mode}
              decks={list}
              selectedDeckId={deckId}
              onImported={showSaved}
            />
            {/* Exports read the account's cards and schedules: signed-in learners only. */}
            {mode === 'account' && (
              <ExportMenu deck={list.find((summary) => summary.id === deckId) ?? null} />
            )}
          </>
        }
      />
      <DailyChallengeCard
        view={daily}
        targetDeckName={targetDeckName}
        selectedDeckId={deckId}
        onSwitchDeck={selectDeck}
      />
      {deck.isError ? (
        <ListError
          title={T.deckFailed}
          onRetry={() => void deck.refetch()}
          retrying={deck.isFetching}
        />
      ) : deck.isPending || progress.isPending ? (
        <Loading label={T.loadingDeck} />
      ) : (
        <DeckSession
          key={`${mode}|${deckId}|${version}|${search}`}
          mode={mode}
          deck={deck.data}
          progress={progress.progress}
          settings={progress.settings}
          initialTermIndex={!linkDeckId || linkDeckId === deckId ? linkTermIndex : null}
          initialMode={!linkDeckId || linkDeckId === deckId ? linkMode : null}
          onCardFlip={daily.recordFlip}
        />
      )}
      {deckDialog}
    </div>
  );
}
