// True retention of young and mature cards: the share of reviews of cards in review remembered, as a meter each.
import type { Retention, StatsResponse } from '@shared/schemas/flashcard-stats';
import { formatPercent } from '../lib/format';
import { STATS_TEXT as T } from '../texts';
import { ChartCard } from './chart-card';

const GROUPS = [
  { key: 'young', name: T.young, hint: T.youngHint },
  { key: 'mature', name: T.mature, hint: T.matureHint },
] as const;

const rateText = (retention: Retention) =>
  retention.rate === null ? T.noRate : formatPercent(retention.rate);

export function RetentionChart({ retention }: { retention: StatsResponse['retention'] }) {
  return (
    <ChartCard
      title={T.retentionTitle}
      description={T.retentionDescription}
      table={{
        caption: T.retentionCaption,
        columns: [T.cards, T.reviews, T.passed, T.rate],
        rows: GROUPS.map(({ key, name }) => [
          name,
          retention[key].reviews.toLocaleString('en-US'),
          retention[key].passed.toLocaleString('en-US'),
          rateText(retention[key]),
        ]),
      }}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        {GROUPS.map(({ key, name, hint }) => {
          const group = retention[key];
          return (
            <div key={key} className="grid gap-1.5" data-testid={`retention-${key}`}>
              <span className="font-semibold">{name}</span>
              <span className="text-xs text-muted-foreground">{hint}</span>
              <span className="font-display text-3xl font-extrabold">{rateText(group)}</span>
              <div className="h-2 overflow-hidden rounded-full bg-muted">
                <div
                  className="h-full rounded-full bg-success"
                  style={{ width: `${(group.rate ?? 0) * 100}%` }}
                />
              </div>
              <span className="text-xs text-muted-foreground">
                {T.passedOf(group.passed, group.reviews)}
              </span>
            </div>
          );
        })}
      </div>
    </ChartCard>
  );
}
