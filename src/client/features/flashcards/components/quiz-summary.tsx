// The quiz results screen (spec 2 §2, §3 "Quiz summary", §4 "Grade"): grade S/A/B/C/D, score, accuracy, best
// streak and questions, with Retry Quiz, Switch to Study and Share Results, and the deck's high scores.
import { RotateCcw, Share2, Trophy, BookOpen } from 'lucide-react';
import { useId } from 'react';
import { gradeOf, shareText, type HighScore, type QuizSummary } from '@shared/flashcards/quiz';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/cn';
import { formatElapsed } from '../hooks/use-elapsed-seconds';
import { shareResults } from '../lib/share-results';
import { FLASHCARDS_TEXT as T } from '../texts';

const gradeTone = {
  S: 'bg-success/15 text-success-text',
  A: 'bg-success/15 text-success-text',
  B: 'bg-primary/12 text-primary',
  C: 'bg-warning/20 text-warning-foreground dark:text-warning',
  D: 'bg-danger text-danger-foreground',
} as const;

export function HighScores({ scores }: { scores: readonly HighScore[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="flex items-center gap-2 font-bold">
        <Trophy className="size-4 text-warning-foreground dark:text-warning" aria-hidden />
        {T.highScores}
      </h3>
      {scores.length === 0 ? (
        <p className="text-sm text-muted-foreground">{T.noHighScores}</p>
      ) : (
        <ol className="grid gap-1 text-sm">
          {scores.map((entry, index) => (
            <li
              key={`${entry.date}-${index}`}
              className="flex flex-wrap items-center justify-between gap-x-3 rounded-md bg-muted/60 px-3 py-1.5"
            >
              <span className="font-semibold tabular-nums">
                {index + 1}. {T.highScoreRow(entry.score, entry.accuracy, entry.streak)}
              </span>
              <span className="text-xs text-muted-foreground tabular-nums">
                {formatElapsed(entry.time)} ·{' '}
                {new Date(entry.date).toLocaleDateString('en-US', {
                  month: 'short',
                  day: 'numeric',
                })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export function QuizSummaryView({
  summary,
  highScores,
  onRetry,
  onStudy,
}: {
  summary: QuizSummary;
  highScores: readonly HighScore[];
  onRetry: () => void;
  onStudy: () => void;
}) {
  const headingId = useId();
  const grade = gradeOf(summary.accuracy);
  const stats: [string, string][] = [
    [T.score, String(summary.score)],
    [T.accuracy, `${summary.accuracy}%`],
    [T.bestStreak, String(summary.bestStreak)],
    [T.questions, String(summary.totalQuestions)],
  ];
  return (
    <section
      aria-labelledby={headingId}
      className="grid gap-5 rounded-xl border bg-surface p-5 shadow-[var(--shadow-card)] sm:p-7"
    >
      <div className="flex flex-wrap items-center gap-4">
        <div
          className={cn(
            'flex size-16 shrink-0 flex-col items-center justify-center rounded-2xl',
            gradeTone[grade],
          )}
        >
          <span className="text-xs font-semibold uppercase">{T.grade}</span>
          <span className="font-display text-3xl font-extrabold" data-testid="quiz-grade">
            {grade}
          </span>
        </div>
        <div className="grid gap-1">
          <h2 id={headingId} className="text-xl font-extrabold">
            {T.quizComplete}
          </h2>
          <p className="text-sm text-muted-foreground">{summary.deckName}</p>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {stats.map(([label, value]) => (
          <div key={label} className="grid gap-0.5 rounded-lg border px-3 py-2">
            <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
            <dd className="text-lg font-bold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button onClick={onRetry}>
          <RotateCcw aria-hidden /> {T.retryQuiz}
        </Button>
        <Button variant="outline" onClick={onStudy}>
          <BookOpen aria-hidden /> {T.switchToStudy}
        </Button>
        <Button variant="outline" onClick={() => void shareResults(shareText(summary, grade))}>
          <Share2 aria-hidden /> {T.shareResults}
        </Button>
      </div>
      <HighScores scores={highScores} />
    </section>
  );
}
