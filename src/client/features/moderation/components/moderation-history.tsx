// An item's moderation record, oldest first: "Approved by Ana (added /slang/rizz) · 2 hours ago".
import { History } from 'lucide-react';
import type { ModerationEvent } from '@shared/schemas/dictionary';
import { formatFullDateTime, formatRelativeTime } from '@client/lib/relative-time';
import { COMMON_TEXT } from '../texts';

/** The event as a sentence: the action capitalised, the actor before any "(...)" detail the server added. */
export function describeEvent(event: Pick<ModerationEvent, 'action' | 'actorName'>): string {
  const match = /^(.*?)(\s*\(.*\))?$/s.exec(event.action.trim());
  const head = match?.[1] ?? event.action;
  const detail = match?.[2] ?? '';
  const by = event.actorName ? COMMON_TEXT.historyBy(event.actorName) : '';
  const sentence = `${head}${by}${detail}`;
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

export function ModerationHistory({ events }: { events: readonly ModerationEvent[] }) {
  if (events.length === 0) return null;
  return (
    <div className="grid gap-1.5 border-t pt-3">
      <p className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
        <History className="size-3.5" aria-hidden />
        {COMMON_TEXT.historyLabel}
      </p>
      <ol
        className="grid gap-1 text-xs text-muted-foreground"
        aria-label={COMMON_TEXT.historyLabel}
      >
        {events.map((event, index) => (
          <li key={`${event.at}-${index}`} className="[overflow-wrap:anywhere]">
            <span className="text-foreground/80">{describeEvent(event)}</span>
            {' · '}
            <time dateTime={event.at} title={formatFullDateTime(event.at)}>
              {formatRelativeTime(event.at)}
            </time>
            {event.note && <span> — {event.note}</span>}
          </li>
        ))}
      </ol>
    </div>
  );
}
