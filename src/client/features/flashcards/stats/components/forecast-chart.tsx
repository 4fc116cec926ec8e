// The next 30 days: a bar per day of the cards falling due (overdue cards are today's).
import type { StatsResponse } from '@shared/schemas/flashcard-stats';
import { formatDay, formatShortDay } from '../lib/format';
import { STATS_TEXT as T } from '../texts';
import { ChartCard } from './chart-card';

const STEP = 10;
const BAR = 7;
const HEIGHT = 80;

export function ForecastChart({ forecast }: { forecast: StatsResponse['forecast'] }) {
  const busiest = forecast.reduce((most, day) => Math.max(most, day.due), 0);
  const total = forecast.reduce((sum, day) => sum + day.due, 0);
  const middle = forecast[Math.floor(forecast.length / 2)];
  const last = forecast.at(-1);
  return (
    <ChartCard
      title={T.forecastTitle}
      description={T.forecastDescription}
      table={{
        caption: T.forecastCaption,
        columns: [T.date, T.due],
        rows: forecast.map((day, index) => [
          index === 0 ? `${T.today} (${formatDay(day.date)})` : formatDay(day.date),
          day.due.toLocaleString('en-US'),
        ]),
      }}
    >
      <p className="mb-2 text-sm font-medium">{T.forecastTotal(total)}</p>
      <div className="flex gap-2">
        <div className="flex flex-col justify-between text-xs text-muted-foreground tabular-nums">
          <span>{busiest.toLocaleString('en-US')}</span>
          <span>0</span>
        </div>
        <div className="min-w-0 flex-1">
          <svg
            viewBox={`0 0 ${forecast.length * STEP} ${HEIGHT}`}
            preserveAspectRatio="none"
            className="h-40 w-full border-b"
            focusable="false"
            data-testid="forecast-chart"
          >
            {forecast.map((day, index) => {
              // A day with cards keeps a sliver of a bar, however busy the busiest day is.
              const height = day.due === 0 ? 0 : Math.max(2, (day.due / busiest) * HEIGHT);
              return (
                <rect
                  key={day.date}
                  x={index * STEP + (STEP - BAR) / 2}
                  y={HEIGHT - height}
                  width={BAR}
                  height={height}
                  rx={1}
                  fill="currentColor"
                  className={index === 0 ? 'text-accent' : 'text-primary'}
                  data-due={day.due}
                >
                  <title>{`${formatDay(day.date)}: ${T.cardCount(day.due)}`}</title>
                </rect>
              );
            })}
          </svg>
          <div className="mt-1 flex justify-between text-xs text-muted-foreground">
            <span>{T.today}</span>
            {middle && <span>{formatShortDay(middle.date)}</span>}
            {last && <span>{formatShortDay(last.date)}</span>}
          </div>
        </div>
      </div>
    </ChartCard>
  );
}
