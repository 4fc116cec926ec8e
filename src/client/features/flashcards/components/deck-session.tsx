// One deck on the flashcards screen (spec 2 §2, §4 "Mode", "Pack status", "Quiz"; issue 11 items 3 and 4): the
// Learning Progress strip, the Study / Quiz / Review toggles with the position and locale badges, the card or
// question or summary, the navigation row, and the New Pack Unlocked dialog. Every study rating, quiz answer and
// review also rates the card in the FSRS schedule.
import { Check } from 'lucide-react';
import {
  useEffect,
  useEffectEvent,
  useId,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import {
  cardKeyOf,
  packCards,
  packCount,
  packOfCard,
  packStatus,
  type FlashcardProgress,
  type FlashcardSettings,
} from '@shared/flashcards/packs';
import {
  NEXT_CARD_DELAY_MS,
  optionCountFor,
  POINTS_PER_CORRECT,
  quizOptions,
  quizSummary,
  WIDE_SCREEN_MIN_PX,
} from '@shared/flashcards/quiz';
import type { CardFlip } from '@shared/engagement/daily-challenge';
import type { Deck } from '@shared/schemas/flashcards';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/toast';
import { cn } from '@client/lib/cn';
import { useMediaQuery } from '@client/lib/use-media-query';
import { useHydrated } from '@client/lib/use-hydrated';
import type { StoreMode } from '../api/query-keys';
import { useRateCard } from '../api/rate-card';
import { useSubmitQuizResult } from '../api/submit-quiz-result';
import { useCardSpeech, voiceLanguageFor } from '../hooks/use-card-speech';
import { formatElapsed, useElapsedSeconds } from '../hooks/use-elapsed-seconds';
import { useFlashcardKeys } from '../hooks/use-flashcard-keys';
import { useQuizTimer } from '../hooks/use-quiz-timer';
import { useReviewQueue } from '../hooks/use-review-queue';
import { celebrate } from '../lib/celebrate';
import { seededRandom } from '@shared/flashcards/seeded-random';
import { initialSession, sessionReducer, type Mode } from '../lib/session';
import { useAudioAhead } from '../offline/card-audio';
import { highScoresOf, lastQuizStore, saveHighScore } from '../local/play-history';
import { FLASHCARDS_TEXT as T } from '../texts';
import { FlashCard } from './flash-card';
import { LearningProgress } from './learning-progress';
import { NavigationRow } from './navigation-row';
import { PackUnlockedDialog } from './pack-unlocked-dialog';
import { QuizPanel, type QuizFlash } from './quiz-panel';
import { QuizSummaryView } from './quiz-summary';
import { ReviewPanel } from './review-panel';
import { StudyActions } from './study-actions';

/** Spec 2 §9: the unlock toast stays 4 s; the floating score text 2 s. */

/** What the server shows (it cannot read this device's scores). */
const NO_HIGH_SCORES: ReturnType<typeof highScoresOf> = [];
export const UNLOCK_TOAST_MS = 4000;
export const FLOATING_TEXT_MS = 2000;

/** Where `?termIndex=` (0-based over the whole deck) opens: its pack and its place in it. */
function openingOf(termIndex: number | null, cardCount: number, packSize: number) {
  if (termIndex === null || !Number.isInteger(termIndex) || termIndex < 0 || termIndex >= cardCount)
    return null;
  const packNumber = packOfCard(termIndex, packSize);
  return { packNumber, index: termIndex - (packNumber - 1) * packSize };
}

const randomOther = (current: number, count: number) => {
  if (count < 2) return 0;
  const pick = Math.floor(Math.random() * (count - 1));
  return pick >= current ? pick + 1 : pick;
};
const wrap = (index: number, count: number) => (count > 0 ? ((index % count) + count) % count : 0);

function ModeButton({
  mode,
  current,
  disabled = false,
  onSelect,
  children,
  describedBy,
}: {
  mode: Mode;
  current: Mode;
  disabled?: boolean;
  onSelect: (mode: Mode) => void;
  children: ReactNode;
  describedBy?: string;
}) {
  const active = mode === current;
  return (
    <Button
      size="sm"
      variant={active ? 'primary' : 'ghost'}
      aria-pressed={active}
      disabled={disabled}
      aria-describedby={describedBy}
      onClick={() => onSelect(mode)}
      className={cn('flex-1', !active && 'text-muted-foreground')}
    >
      {children}
    </Button>
  );
}

export function DeckSession({
  mode,
  deck,
  progress,
  settings,
  initialTermIndex,
  initialMode = null,
  onCardFlip,
}: {
  mode: StoreMode;
  deck: Deck;
  progress: FlashcardProgress;
  settings: FlashcardSettings;
  /** `?termIndex=`: open this card (0-based over the deck) in Study, even in a pack the quiz keeps locked. */
  initialTermIndex: number | null;
  /** `?mode=`: open in this mode (a quiz only on a pack it may open; Study otherwise). */
  initialMode?: Mode | null;
  /** A card turned to its back, in Study or Review: counts for the daily challenge. */
  onCardFlip?: (flip: CardFlip) => void;
}) {
  const packSize = settings.packSize;
  const packs = packCount(deck.cards.length, packSize);
  const [opened] = useState(() => openingOf(initialTermIndex, deck.cards.length, packSize));
  const [session, dispatch] = useReducer(sessionReducer, opened, (link) => {
    const start = {
      ...initialSession(Date.now(), link?.packNumber ?? 1),
      index: link?.index ?? 0,
    };
    const quizOpen =
      deck.cards.length > 0 && packStatus(progress, start.packNumber, settings) !== 'locked';
    return initialMode === 'review' || (initialMode === 'quiz' && quizOpen)
      ? sessionReducer(start, { type: 'mode', mode: initialMode, now: start.startedAt })
      : start;
  });
  // What is random or kept on this device shows once the page is hydrated, so the server's markup is what the
  // browser first renders (and hydration does not start the session again).
  const hydrated = useHydrated();
  const [randomSeed] = useState(() => Math.floor(Math.random() * 2 ** 31));
  const seed = hydrated ? randomSeed : 0;
  const completedId = useId();

  const status = packStatus(progress, session.packNumber, settings);
  const locked = status === 'locked';
  // A card opened by link may be studied in a pack that is locked for the quiz.
  const studyOnly = locked && opened?.packNumber === session.packNumber;
  const cards = useMemo(
    () => (locked && !studyOnly ? [] : packCards(deck.cards, session.packNumber, packSize)),
    [locked, studyOnly, deck.cards, session.packNumber, packSize],
  );
  const count = cards.length;
  const card = session.mode === 'review' ? undefined : cards[session.index];

  const speech = useCardSpeech();
  const rate = useRateCard(mode);
  const review = useReviewQueue({
    mode,
    deck,
    progress,
    settings,
    active: session.mode === 'review',
  });
  const reviewIndex = wrap(session.index, review.queue.length);
  const reviewKey = session.mode === 'review' ? review.queue[reviewIndex] : undefined;
  const reviewCard = reviewKey ? review.cardOf(reviewKey) : undefined;
  // Offline study: while Review is open, the audio of today's queue is kept on this device ahead of need.
  const language = voiceLanguageFor(deck.speechLocale);
  useAudioAhead(
    session.mode === 'review'
      ? review.queue.flatMap((key) => {
          const text = review.cardOf(key)?.term.trim();
          return text ? [{ text, language }] : [];
        })
      : [],
  );

  // Quiz
  const wide = useMediaQuery(`(min-width: ${WIDE_SCREEN_MIN_PX}px)`);
  const optionCount = optionCountFor(wide ? WIDE_SCREEN_MIN_PX : WIDE_SCREEN_MIN_PX - 1);
  // The pack's meanings first (so the index matches), then the rest of the deck as distractors.
  const meanings = useMemo(
    () => [
      ...cards.map((item) => item.meaning),
      ...deck.cards.filter((item) => !cards.includes(item)).map((item) => item.meaning),
    ],
    [cards, deck.cards],
  );
  const options = useMemo(
    () =>
      session.mode === 'quiz' && session.index < count
        ? quizOptions(meanings, session.index, optionCount, seededRandom(seed + session.question))
        : [],
    [session.mode, session.index, session.question, count, meanings, optionCount, seed],
  );
  const [flash, setFlash] = useState<QuizFlash | null>(null);
  useEffect(() => {
    if (!flash) return;
    const timer = setTimeout(() => setFlash(null), FLOATING_TEXT_MS);
    return () => clearTimeout(timer);
  }, [flash]);
  const [storedHighScores, setHighScores] = useState(() => highScoresOf(deck.id));
  const highScores = hydrated ? storedHighScores : NO_HIGH_SCORES;
  const [unlockedPack, setUnlockedPack] = useState<number | null>(null);
  // Confetti once per quiz: at the threshold, or when the server reports the unlock.
  const celebrated = useRef(false);
  const submit = useSubmitQuizResult(mode);
  // When the session on screen started: an unlock answer tells by it whether its quiz's summary is still shown.
  const shownSessionStart = useRef(session.startedAt);
  useEffect(() => {
    shownSessionStart.current = session.startedAt;
  }, [session.startedAt]);

  /**
   * A pack the quiz opened: the dialog while that quiz's summary is on screen (its buttons open the pack), or a
   * toast when the person has moved on before the answer came (a dialog would interrupt the quiz or study they
   * started), never both (issue 25 item 12).
   */
  const announceUnlock = (pack: number, quizStartedAt: number) => {
    if (shownSessionStart.current === quizStartedAt) setUnlockedPack(pack);
    else toast({ title: T.unlockToast(pack), variant: 'success', duration: UNLOCK_TOAST_MS });
    if (!celebrated.current) void celebrate();
    celebrated.current = true;
  };

  /** The quiz ended: high score, last summary, confetti at the threshold, and the result. */
  const finishQuiz = () => {
    const finishedAt = new Date();
    const summary = quizSummary(deck.name, packs > 1 ? session.packNumber : null, session.tally);
    setHighScores(
      saveHighScore(deck.id, {
        score: summary.score,
        accuracy: summary.accuracy,
        streak: summary.bestStreak,
        time: Math.max(0, Math.round((finishedAt.getTime() - session.startedAt) / 1000)),
        date: finishedAt.toISOString(),
      }),
    );
    lastQuizStore.write({ deckId: deck.id, summary, timestamp: finishedAt.toISOString() });
    // Whole answers, not the rounded percent: 89.5 % does not reach 90 %.
    const passed = session.tally.correct * 100 >= settings.unlockThreshold * session.tally.answered;
    celebrated.current = passed;
    if (passed) void celebrate();
    const quizStartedAt = session.startedAt;
    if (!locked)
      submit.mutate(
        {
          deckId: deck.id,
          packNumber: session.packNumber,
          score: session.tally.correct,
          totalQuestions: session.tally.answered,
          cardCount: deck.cards.length,
        },
        {
          onSuccess: (result) => {
            if (result.packUnlocked && result.newPackNumber)
              announceUnlock(result.newPackNumber, quizStartedAt);
          },
        },
      );
  };

  const next = () => {
    if (session.mode === 'review') {
      dispatch({ type: 'go', index: wrap(reviewIndex + 1, review.queue.length) });
      return;
    }
    if (
      session.mode === 'quiz' &&
      !session.finished &&
      session.index + 1 >= count &&
      session.tally.answered >= 1
    )
      finishQuiz();
    dispatch({ type: 'next', count });
  };
  const previous = () => {
    const total = session.mode === 'review' ? review.queue.length : count;
    const at = session.mode === 'review' ? reviewIndex : session.index;
    dispatch({ type: 'go', index: wrap(at - 1, total) });
  };
  const random = () => {
    const total = session.mode === 'review' ? review.queue.length : count;
    const at = session.mode === 'review' ? reviewIndex : session.index;
    dispatch({ type: 'go', index: randomOther(at, total) });
  };

  const answer = (option: string | null) => {
    if (!card || session.mode !== 'quiz' || session.answer || session.finished) return;
    const correct = option === card.meaning;
    dispatch({ type: 'answer', selected: option, correct });
    rate.mutate({
      deckId: deck.id,
      cardKey: cardKeyOf(card.term),
      rating: correct ? 'good' : 'again',
    });
    // A wrong answer clears the previous answer's "+10" and "N in a row!" at once (the streak is 0 now).
    setFlash(
      correct
        ? { id: Date.now(), points: POINTS_PER_CORRECT, streak: session.tally.streak + 1 }
        : null,
    );
  };
  const quizRunning = session.mode === 'quiz' && !!card && !session.answer && !session.finished;
  const secondsLeft = useQuizTimer(quizRunning, session.question, () => answer(null));

  // After an answer or a time-out the next card comes by itself (spec 2 §9: 800 ms).
  const advance = useEffectEvent(() => next());
  useEffect(() => {
    if (session.mode !== 'quiz' || !session.answer) return;
    const timer = setTimeout(() => advance(), NEXT_CARD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [session.mode, session.answer]);

  const rateStudy = (good: boolean) => {
    if (!card) return;
    rate.mutate({
      deckId: deck.id,
      cardKey: cardKeyOf(card.term),
      rating: good ? 'good' : 'again',
    });
    dispatch({ type: 'rate', good, count });
  };
  const rateReview = (good: boolean) => {
    if (!reviewKey || rate.isPending) return;
    rate.mutate(
      { deckId: deck.id, cardKey: reviewKey, rating: good ? 'good' : 'again' },
      {
        onSettled: () => {
          dispatch({ type: 'reviewed' });
          review.refresh();
        },
      },
    );
  };

  const setMode = (next: Mode) => {
    if (next === session.mode && !session.finished) return;
    speech.stop();
    if (next === 'review') review.refresh();
    dispatch({ type: 'mode', mode: next, now: Date.now() });
  };
  const openPack = (packNumber: number, nextMode?: Mode) => {
    speech.stop();
    dispatch({
      type: 'open',
      packNumber,
      now: Date.now(),
      ...(nextMode ? { mode: nextMode } : {}),
    });
  };
  const speak = (term: string) => speech.speak(term, deck.speechLocale);

  const summary = session.finished
    ? quizSummary(deck.name, packs > 1 ? session.packNumber : null, session.tally)
    : null;
  const shownCard = session.mode === 'review' ? reviewCard : card;
  const total = session.mode === 'review' ? review.queue.length : count;
  const position = session.mode === 'review' ? reviewIndex + 1 : session.index + 1;
  const elapsed = useElapsedSeconds(session.startedAt, session.mode === 'study' && !!card);

  /** Study and Review flip the card shown; turning it to its back counts for the daily challenge. */
  const flip = () => {
    if (session.mode === 'quiz' || !shownCard) return;
    if (!session.flipped) onCardFlip?.({ deckId: deck.id, cardKey: cardKeyOf(shownCard.term) });
    dispatch({ type: 'flip' });
  };

  const quiz = session.mode === 'quiz';
  useFlashcardKeys({
    ...(session.mode !== 'quiz' && shownCard ? { onFlip: flip } : {}),
    ...(session.mode === 'quiz' && !session.answer && !session.finished
      ? {
          onOption: (index: number) => {
            const option = options[index];
            if (option !== undefined) answer(option);
          },
        }
      : {}),
    ...(total > 0 && !session.finished
      ? { onNext: next, ...(quiz ? {} : { onPrevious: previous }) }
      : {}),
  });

  const emptyText =
    locked && !studyOnly ? T.lockedPack(session.packNumber, settings.unlockThreshold) : T.noCards;

  return (
    <div className="grid gap-5">
      {packs > 1 && session.mode !== 'review' && (
        <LearningProgress
          packs={packs}
          progress={progress}
          settings={settings}
          selected={session.packNumber}
          onSelect={(pack) => openPack(pack)}
        />
      )}

      <div className="flex flex-wrap items-center gap-2">
        <div
          role="group"
          aria-label={T.modeGroup}
          className="flex w-full gap-1 rounded-lg border bg-surface p-1 sm:w-auto"
        >
          <ModeButton mode="study" current={session.mode} onSelect={setMode}>
            {T.study}
          </ModeButton>
          <ModeButton
            mode="quiz"
            current={session.mode}
            onSelect={setMode}
            disabled={count === 0 || locked}
            {...(status === 'completed' ? { describedBy: completedId } : {})}
          >
            {T.quiz}
            {status === 'completed' && <Check aria-hidden />}
          </ModeButton>
          <ModeButton mode="review" current={session.mode} onSelect={setMode}>
            {T.review}
          </ModeButton>
        </div>
        {status === 'completed' && (
          <span id={completedId} className="sr-only">
            {T.packCompleted}
          </span>
        )}
        {total > 0 && !summary && (
          <Badge
            variant="outline"
            aria-label={`${T.positionLabel(Math.min(position, total), total)}${
              packs > 1 && session.mode !== 'review' ? `, ${T.pack(session.packNumber)}` : ''
            }`}
          >
            {T.position(Math.min(position, total), total)}
            {packs > 1 && session.mode !== 'review' && <> · {T.pack(session.packNumber)}</>}
          </Badge>
        )}
        {deck.localeHint && <Badge variant="primary">{deck.localeHint}</Badge>}
        {session.mode === 'study' && card && (
          <span className="ml-auto flex gap-3 text-sm text-muted-foreground tabular-nums">
            <span>
              {T.score}: <strong className="text-foreground">{session.studyScore}</strong>
            </span>
            <span>
              {T.time}: <strong className="text-foreground">{formatElapsed(elapsed)}</strong>
            </span>
          </span>
        )}
      </div>

      {session.mode === 'review' ? (
        <ReviewPanel
          status={review.status}
          card={reviewCard}
          leech={!!(reviewKey && review.scheduleOf(reviewKey)?.leech)}
          flipped={session.flipped}
          rating={rate.isPending}
          nextDue={review.nextDue}
          now={review.now}
          doneToday={review.doneToday}
          limits={review.limits}
          onLimits={review.setLimits}
          account={mode === 'account'}
          onFlip={flip}
          onRate={rateReview}
          onCheckAgain={review.refresh}
          onRetry={review.retry}
          onSpeak={() => reviewCard && speak(reviewCard.term)}
          speaking={speech.speaking}
          lang={deck.speechLocale}
        />
      ) : summary ? (
        <QuizSummaryView
          summary={summary}
          highScores={highScores}
          onRetry={() => dispatch({ type: 'retry', now: Date.now() })}
          onStudy={() => setMode('study')}
        />
      ) : !card ? (
        <p className="rounded-xl border border-dashed bg-surface/60 px-6 py-14 text-center text-muted-foreground">
          {emptyText}
        </p>
      ) : session.mode === 'quiz' ? (
        <QuizPanel
          card={card}
          options={options}
          answer={session.answer}
          tally={session.tally}
          secondsLeft={secondsLeft}
          flash={flash}
          onAnswer={answer}
          onSpeak={() => speak(card.term)}
          speaking={speech.speaking}
          lang={deck.speechLocale}
        />
      ) : (
        <div className="grid gap-4">
          <FlashCard
            card={card}
            flipped={session.flipped}
            onFlip={flip}
            onSpeak={() => speak(card.term)}
            speaking={speech.speaking}
            lang={deck.speechLocale}
          />
          {session.flipped && <StudyActions onRate={rateStudy} />}
        </div>
      )}

      {!summary && total > 0 && (
        <NavigationRow
          position={position}
          total={total}
          disabled={total === 0}
          forwardOnly={quiz}
          onPrevious={previous}
          onNext={next}
          onRandom={random}
          onReset={() => {
            speech.stop();
            dispatch({ type: 'reset', now: Date.now() });
          }}
        />
      )}

      <PackUnlockedDialog
        pack={unlockedPack}
        onExplore={(pack) => {
          setUnlockedPack(null);
          openPack(pack, 'study');
        }}
        onClose={() => setUnlockedPack(null)}
      />
    </div>
  );
}
