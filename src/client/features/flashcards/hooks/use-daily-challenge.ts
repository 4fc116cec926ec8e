// Today's daily challenge on the flashcards screen (spec 1 §4 "Daily challenge", §9; issue 12 item 4): made for
// the deck selected when the screen first opens on a day, fed by every card turned to its back, with the progress
// and completion toasts, then the claim (about 0.5 s) with its confetti and toast. The rules are the pure ones of
// @shared/engagement/daily-challenge; this hook only applies them to what the browser keeps.
import { useEffect, useEffectEvent, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import {
  claimReward,
  createDailyChallenge,
  dayStreakAt,
  ensureTodaysChallenge,
  flipToast,
  isClaimedToday,
  isComplete,
  recordFlip,
  type CardFlip,
  type DailyChallenge,
  type DailyChallengeState,
} from '@shared/engagement/daily-challenge';
import { calendarDayOf } from '@shared/engagement/streak-day';
import { toast } from '@client/components/ui/toast';
import { useHydrated } from '@client/lib/use-hydrated';
import { celebrate } from '../lib/celebrate';
import { dailyChallengeStore, readChallengeState } from '../local/play-history';
import { FLASHCARDS_TEXT as T } from '../texts';

/** Spec 1 §9: the progress toast stays 2 s, the completion toast 3 s, the claim toast 4 s. */
export const PROGRESS_TOAST_MS = 2000;
export const COMPLETE_TOAST_MS = 3000;
export const CLAIM_TOAST_MS = 4000;
/** Spec 1 §4: claiming "takes about 0.5 s". */
export const CLAIM_DELAY_MS = 500;
/** How long '+1 day' shows beside the streak after a claim. */
export const PLUS_ONE_MS = 2000;

/** The selected deck, as today's challenge is made from it. */
export interface ChallengeDeck {
  id: string;
  name: string;
  size: number;
  /** Cards the person can open today (openableCardCount): the target never exceeds it. */
  openableCards: number;
}

// The stored state as an external store: every write notifies the screen, and so does another tab's.
const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === dailyChallengeStore.key) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
let cached: { raw: string | null; state: DailyChallengeState } | null = null;
function snapshot(): DailyChallengeState {
  let raw: string | null = null;
  try {
    raw = globalThis.localStorage?.getItem(dailyChallengeStore.key) ?? null;
  } catch {
    // Storage unavailable: the fallback below.
  }
  if (cached?.raw !== raw) cached = { raw, state: dailyChallengeStore.read() };
  return cached.state;
}
function save(next: DailyChallengeState) {
  dailyChallengeStore.write(next);
  listeners.forEach((listener) => listener());
}

/** Noon of a YYYY-MM-DD day in the visitor's zone: a moment the rules read as that calendar day. */
const momentOf = (day: string) => new Date(`${day}T12:00:00`);

export interface DailyChallengeView {
  /** Today's challenge; null until a deck with cards has been opened today. */
  challenge: DailyChallenge | null;
  complete: boolean;
  claimedToday: boolean;
  /** The claim streak as it stands today (0 after a missed day). */
  dayStreak: number;
  /** True for the ~0.5 s the claim takes. */
  claiming: boolean;
  /** True for a moment after a claim: '+1 day' shows. */
  justClaimed: boolean;
  /** A card turned to its back (Study or Review). */
  recordFlip: (flip: CardFlip) => void;
  claim: () => void;
}

/**
 * `deck` is the selected deck once loaded (null before); `deckIds` the decks that can be opened, so a challenge
 * whose deck was deleted is made again for the selected one (unless already claimed).
 */
export function useDailyChallenge(
  deck: ChallengeDeck | null,
  deckIds: readonly string[] | null,
): DailyChallengeView {
  const state = useSyncExternalStore(subscribe, snapshot, () => dailyChallengeStore.fallback);
  const hydrated = useHydrated();
  const [claiming, setClaiming] = useState(false);
  const [justClaimed, setJustClaimed] = useState(false);
  // A challenge of an earlier day than the screen's opening is never shown, even for the moment before the
  // selected deck has loaded and today's is made.
  const [openedOn] = useState(() => calendarDayOf(new Date()));

  /** The state with today's challenge, written back when that changed it. */
  const today = (now: Date): DailyChallengeState => {
    const stored = readChallengeState(now);
    if (!deck) return stored;
    const gone =
      !!stored.challenge &&
      !!deckIds &&
      !deckIds.includes(stored.challenge.targetDeck) &&
      !isClaimedToday(stored, now);
    const next = ensureTodaysChallenge(gone ? { ...stored, challenge: null } : stored, now, {
      deckId: deck.id,
      deckName: deck.name,
      deckSize: deck.size,
      openableCards: deck.openableCards,
      random: Math.random,
    });
    if (next !== stored) save(next);
    return next;
  };

  // Before paint, so yesterday's challenge never shows; again whenever the page comes back into view (a tab left
  // open overnight gets the new day's challenge).
  const refresh = useEffectEvent(() => void today(new Date()));
  const deckKey = deck && `${deck.id}|${deck.size}|${deck.openableCards}|${deck.name}`;
  const deckIdsKey = deckIds?.join('\n');
  useLayoutEffect(() => {
    if (deckKey) refresh();
  }, [deckKey, deckIdsKey]);
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') refresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('focus', onVisible);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('focus', onVisible);
    };
  }, []);

  const flip = (cardFlip: CardFlip) => {
    const current = today(new Date());
    const before = current.challenge;
    if (!before) return;
    const after = recordFlip(before, cardFlip, current.flipped);
    if (after.flipped === current.flipped) return;
    save({ ...current, challenge: after.challenge, flipped: after.flipped });
    const kind = flipToast(before, after.challenge);
    if (kind === 'progress')
      toast({
        title: T.challengeProgress(after.challenge.progress, after.challenge.target),
        duration: PROGRESS_TOAST_MS,
      });
    else if (kind === 'complete')
      toast({
        title: T.challengeComplete,
        description: T.challengeCompleteText,
        variant: 'success',
        duration: COMPLETE_TOAST_MS,
      });
  };

  const finishClaim = useEffectEvent(() => {
    setClaiming(false);
    const now = new Date();
    const outcome = claimReward(today(now), now);
    if (!outcome.ok) return;
    save(outcome.state);
    setJustClaimed(true);
    void celebrate();
    toast({
      title: T.claimToast,
      description: T.claimToastText(outcome.state.dayStreak),
      variant: 'success',
      duration: CLAIM_TOAST_MS,
    });
  });
  useEffect(() => {
    if (!claiming) return;
    const timer = setTimeout(() => finishClaim(), CLAIM_DELAY_MS);
    return () => clearTimeout(timer);
  }, [claiming]);
  useEffect(() => {
    if (!justClaimed) return;
    const timer = setTimeout(() => setJustClaimed(false), PLUS_ONE_MS);
    return () => clearTimeout(timer);
  }, [justClaimed]);

  // Rendered against the challenge's own day, which the effects above keep at today's. Until the page is hydrated
  // (and on the server), a fresh challenge for the deck holds the card's place: the one this device keeps, with
  // its progress and streak, replaces it in the same place right after.
  const challenge = !hydrated
    ? deck &&
      createDailyChallenge({
        date: openedOn,
        deckId: deck.id,
        deckName: deck.name,
        deckSize: deck.size,
        openableCards: deck.openableCards,
        random: () => 0,
      })
    : state.challenge && state.challenge.date >= openedOn
      ? state.challenge
      : null;
  const day = challenge && momentOf(challenge.date);
  const claimedToday = !!day && isClaimedToday(state, day);
  return {
    challenge,
    complete: !!challenge && isComplete(challenge),
    claimedToday,
    dayStreak: day ? dayStreakAt(state, day) : 0,
    claiming,
    justClaimed,
    recordFlip: flip,
    claim: () => {
      if (!claiming && !claimedToday && challenge && isComplete(challenge)) setClaiming(true);
    },
  };
}
