// The daily review reminder (issue 29 item 4): once a minute each replica looks for learners whose chosen time has
// passed today in their own zone, who have not had today's reminder and who have cards due, and sends one push to
// each of their browsers: "N cards are due — keep your S-day streak".
//
// Never more than one a day: the local day is claimed first (an update that only succeeds while last_sent_day is
// before it), so of two replicas looking at the same learner in the same minute only one sends.
// None when nothing is due, and then the day is not claimed: a card that falls due later that evening (a learning
// step, a card added from a translation) still brings the day's one reminder, until the learner's midnight.
// A day claimed stays claimed even if every push failed (a push service down for that minute): one missed reminder
// is better than one sent again every minute while a service answers errors.
import { and, eq, exists, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { calendarDayOf } from '@shared/engagement/streak-day';
import { currentStreakAt } from '@shared/engagement/visit-streak-rules';
import {
  REMINDER_TITLE,
  REMINDER_URL,
  reminderBody,
  type ReminderMessage,
} from '@shared/flashcards/review-reminder';
import type { Db } from '../db/client';
import { pushSubscriptions, reminderSettings, reviewSchedule } from '../db/schema';
import { getVisitStreak } from '../engagement/visit-streaks';
import { errorForLog } from '../errors';
import { dueCounts } from '../flashcards/reviews';
import type { PushTransport } from './push-transport';
import { deleteSubscriptionsById } from './reminder-store';

export interface ReminderSenderDeps {
  db: Db;
  transport: PushTransport;
  log: FastifyBaseLogger;
}

/** What one pass did: learners reminded, pushes delivered, subscriptions removed as gone. */
export interface ReminderRun {
  reminded: number;
  delivered: number;
  removed: number;
}

/** No zone is further ahead of UTC than +14:00 (Pacific/Kiritimati). */
const AHEAD_OF_UTC_MAX_MS = 14 * 3_600_000;

const localTimeFormatters = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock time of `now` in `timeZone`, HH:MM (24-hour), comparable as text with a chosen time. */
export function localTimeOf(now: Date, timeZone: string): string {
  let formatter = localTimeFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US-u-nu-latn', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    localTimeFormatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(now);
  const read = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value);
  // Some engines have written midnight as hour 24 even with h23.
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(read('hour') % 24)}:${pad(read('minute'))}`;
}

/**
 * Learners who may be due a reminder at `now`: reminders on, a browser subscribed, a card of theirs due, and not
 * reminded on the latest day any zone can be in (UTC+14). Whether their own chosen time has passed today is
 * decided in code, with the zone database of Intl that validated their zone.
 */
function candidates(db: Db, now: Date) {
  const latestDay = calendarDayOf(new Date(now.getTime() + AHEAD_OF_UTC_MAX_MS), 'UTC');
  return db
    .select({
      userId: reminderSettings.userId,
      time: reminderSettings.time,
      timeZone: reminderSettings.timeZone,
      lastSentDay: reminderSettings.lastSentDay,
    })
    .from(reminderSettings)
    .where(
      and(
        sql`${reminderSettings.enabled}`,
        or(isNull(reminderSettings.lastSentDay), lt(reminderSettings.lastSentDay, latestDay)),
        exists(
          db
            .select({ one: sql`1` })
            .from(pushSubscriptions)
            .where(eq(pushSubscriptions.userId, reminderSettings.userId)),
        ),
        exists(
          db
            .select({ one: sql`1` })
            .from(reviewSchedule)
            .where(
              and(eq(reviewSchedule.userId, reminderSettings.userId), lte(reviewSchedule.due, now)),
            ),
        ),
      ),
    );
}

/** Claims `day` for the learner's reminder; false when it was claimed already (by this replica or another). */
async function claimDay(db: Db, userId: string, day: string): Promise<boolean> {
  const claimed = await db
    .update(reminderSettings)
    .set({ lastSentDay: day })
    .where(
      and(
        eq(reminderSettings.userId, userId),
        sql`${reminderSettings.enabled}`,
        or(isNull(reminderSettings.lastSentDay), lt(reminderSettings.lastSentDay, day)),
      ),
    )
    .returning({ userId: reminderSettings.userId });
  return claimed.length > 0;
}

async function remind(deps: ReminderSenderDeps, userId: string, day: string, now: Date) {
  const { db, transport } = deps;
  const due = Object.values(await dueCounts(db, userId, now)).reduce((sum, n) => sum + n, 0);
  // Due rows of decks the learner no longer has do not count (dueCounts keeps live cards only).
  if (due === 0 || !(await claimDay(db, userId, day)))
    return { reminded: 0, delivered: 0, removed: 0 };
  const streak = currentStreakAt(await getVisitStreak(db, userId), now);
  const message: ReminderMessage = {
    title: REMINDER_TITLE,
    body: reminderBody(due, streak),
    url: REMINDER_URL,
  };
  const payload = JSON.stringify(message);
  const targets = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  const outcomes = await Promise.all(
    targets.map(async (target) => ({ id: target.id, outcome: await transport(target, payload) })),
  );
  const gone = outcomes.filter(({ outcome }) => outcome.kind === 'gone').map(({ id }) => id);
  await deleteSubscriptionsById(db, gone);
  for (const { outcome } of outcomes) {
    if (outcome.kind !== 'failed') continue;
    deps.log.warn(
      {
        status: outcome.status,
        ...(outcome.error === undefined ? {} : { err: errorForLog(outcome.error) }),
      },
      'A review reminder was not accepted by the push service',
    );
  }
  return {
    reminded: 1,
    delivered: outcomes.filter(({ outcome }) => outcome.kind === 'delivered').length,
    removed: gone.length,
  };
}

/** One pass of the sender at `now` (the clock is the caller's, so tests choose the moment). */
export async function sendDueReminders(deps: ReminderSenderDeps, now: Date): Promise<ReminderRun> {
  const run: ReminderRun = { reminded: 0, delivered: 0, removed: 0 };
  for (const learner of await candidates(deps.db, now)) {
    try {
      const day = calendarDayOf(now, learner.timeZone);
      if (learner.lastSentDay !== null && learner.lastSentDay >= day) continue;
      if (localTimeOf(now, learner.timeZone) < learner.time) continue;
      const done = await remind(deps, learner.userId, day, now);
      run.reminded += done.reminded;
      run.delivered += done.delivered;
      run.removed += done.removed;
    } catch (error) {
      // One learner's failure (a zone this runtime no longer knows, a database error) must not stop the others.
      deps.log.error(
        { err: errorForLog(error), userId: learner.userId },
        'Sending a review reminder failed',
      );
    }
  }
  return run;
}
