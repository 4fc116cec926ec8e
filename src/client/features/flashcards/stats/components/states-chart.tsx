// The learner's cards by state: one bar split by state, and a legend with the counts.
// The type only: the scheduler module brings ts-fsrs, which this page never runs.
import type { ReviewStateName } from '@shared/flashcards/review-scheduler';
import type { StatsResponse } from '@shared/schemas/flashcard-stats';
import { STATS_TEXT as T } from '../texts';
import { ChartCard } from './chart-card';

/** A colour per state from the theme: new (pink), learning (amber), review (green), relearning (red). */
const STATE_COLOURS = {
  new: 'bg-accent',
  learning: 'bg-warning',
  review: 'bg-success',
  relearning: 'bg-danger',
} as const satisfies Record<ReviewStateName, string>;
const STATES = [
  'new',
  'learning',
  'review',
  'relearning',
] as const satisfies readonly ReviewStateName[];

export function StatesChart({ states }: { states: StatsResponse['states'] }) {
  const total = STATES.reduce((sum, state) => sum + states[state], 0);
  return (
    <ChartCard
      title={T.statesTitle}
      description={T.statesDescription}
      table={{
        caption: T.statesCaption,
        columns: [T.state, T.cards],
        rows: STATES.map((state) => [T.stateNames[state], states[state].toLocaleString('en-US')]),
      }}
    >
      <div className="grid gap-4">
        <p className="text-sm font-medium">{T.cardCount(total)}</p>
        <div className="flex h-4 overflow-hidden rounded-full bg-muted">
          {STATES.map(
            (state) =>
              states[state] > 0 && (
                <div
                  key={state}
                  className={STATE_COLOURS[state]}
                  style={{ width: `${(states[state] / total) * 100}%` }}
                  data-testid={`state-bar-${state}`}
                />
              ),
          )}
        </div>
        <ul className="grid grid-cols-2 gap-2 text-sm">
          {STATES.map((state) => (
            <li key={state} className="flex items-center gap-2">
              <span className={`size-3 shrink-0 rounded-sm ${STATE_COLOURS[state]}`} />
              <span>{T.stateNames[state]}</span>
              <span className="ml-auto font-semibold tabular-nums">
                {states[state].toLocaleString('en-US')}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </ChartCard>
  );
}
