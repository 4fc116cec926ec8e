// When the daily slang popup shows, what it shows and what closing it records (spec 1 §3 "daily teaser setting",
// §4 "Daily slang popup"; issue 12 item 3).
//
// How the stored teaser setting is read (lib/daily-teaser-settings.ts): the popup shows once per calendar day
// (the visitor's local day) until it is dismissed that day.
// - lastSeenDate: the day it was last shown or dismissed;
// - teaserDismissed: it was dismissed on lastSeenDate (Escape, the close button, 'Maybe Later', or 'Practice Now',
//   which marks it seen). A dismissal holds for that day only: on a later day lastSeenDate is older than today
//   and the popup comes back;
// - settingEnabled: the Settings switch; off, the popup never shows.
// Shown but not dismissed (the visitor reloaded or followed a link behind it), it shows again that day.
//
// The choice is made once, when a page mounts it, and never pops the popup over a dialog the visitor has opened
// meanwhile (it then waits for the next page), nor over the page a visitor arrived on from another site (issue 26
// item 6: it waits for their next page or visit, still once a day) or over a newcomer's first page ever. A dismissal in another tab, or the switch turned off, closes it.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { dailySlangDeckIdOf, dailySlangTermIndexOf } from '@shared/engagement/daily-slang';
import { calendarDayOf } from '@shared/engagement/streak-day';
import type { Card, Deck } from '@shared/schemas/flashcards';
import { paths } from '@client/config/paths';
import {
  dailyTeaserStore,
  useDailyTeaserSettings,
  type DailyTeaserSettings,
} from '@client/lib/daily-teaser-settings';
import { isArrivalPageToLeaveAlone } from '@client/lib/arrival-page';
import { isTypingTarget } from '@client/lib/is-typing-target';
import { dailySlangDeckQueryOptions } from '../api/get-daily-slang-deck';

export interface DailySlangOfToday {
  deck: Deck;
  /** 0-based over the whole deck, as /flashcards?termIndex= reads it. */
  termIndex: number;
  card: Card;
}

/** Whether the popup may show on `today`. */
export const isDailySlangDue = (settings: DailyTeaserSettings, today: string) =>
  settings.settingEnabled && !(settings.teaserDismissed && settings.lastSeenDate === today);

/** The flashcards screen opened on that card, in Study (even in a pack the quiz keeps locked). */
export const practiceLinkOf = (deckId: string, termIndex: number) =>
  `${paths.flashcards}?${new URLSearchParams({ deckId, termIndex: String(termIndex) }).toString()}`;

/**
 * Runs `show` now, or, while the visitor is typing in a field (the translator's input gets focus at once),
 * once the focus leaves it: a dialog taking the focus mid-sentence would swallow their keys.
 */
function whenNotTyping(show: () => void): () => void {
  if (!isTypingTarget(document.activeElement)) {
    show();
    return () => undefined;
  }
  const onFocusOut = () => {
    // focusout fires before the next element takes focus; look once it has.
    setTimeout(() => {
      if (isTypingTarget(document.activeElement)) return;
      document.removeEventListener('focusout', onFocusOut);
      show();
    }, 0);
  };
  document.addEventListener('focusout', onFocusOut);
  return () => document.removeEventListener('focusout', onFocusOut);
}

/** A dialog (Radix marks its content role="dialog" or "alertdialog") the visitor has open. */
const anotherDialogIsOpen = () =>
  document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;

export function useDailySlangPopup(now: () => Date) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [settings, update] = useDailyTeaserSettings();
  const [today] = useState(() => calendarDayOf(now()));
  // Read once: the Settings switch turned on later does not pop the popup up over the Settings dialog.
  const [deckId] = useState(() =>
    isDailySlangDue(dailyTeaserStore.read(), today) && !isArrivalPageToLeaveAlone()
      ? dailySlangDeckIdOf(today)
      : null,
  );
  const [shown, setShown] = useState<DailySlangOfToday | null>(null);

  useEffect(() => {
    if (!deckId) return;
    let live = true;
    let stopWaiting = () => undefined as void;
    queryClient.fetchQuery(dailySlangDeckQueryOptions(deckId)).then(
      (deck) => {
        const termIndex = dailySlangTermIndexOf(today, deck.cards.length);
        const card = termIndex === null ? undefined : deck.cards[termIndex];
        if (!live || termIndex === null || !card) return;
        stopWaiting = whenNotTyping(() => {
          if (!live || anotherDialogIsOpen()) return;
          update({ lastSeenDate: today, teaserDismissed: false });
          setShown({ deck, termIndex, card });
        });
      },
      // Without its deck there is nothing to show today; the page is not disturbed.
      () => undefined,
    );
    return () => {
      live = false;
      stopWaiting();
    };
  }, [deckId, today, queryClient, update]);

  const close = () => {
    update({ lastSeenDate: today, teaserDismissed: true });
    setShown(null);
  };
  return {
    slang: shown,
    open: shown !== null && isDailySlangDue(settings, today),
    /** Escape, the close button, 'Maybe Later': seen for today. */
    dismiss: close,
    /** 'Practice Now': seen for today, and that very card on the flashcards screen. */
    practice: () => {
      if (!shown) return;
      close();
      navigate(practiceLinkOf(shown.deck.id, shown.termIndex));
    },
  };
}

/** What the popup shows and does, for its dialog (loaded when it first opens). */
export type DailySlangPopupState = ReturnType<typeof useDailySlangPopup>;
