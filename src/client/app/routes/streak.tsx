// /streak (spec 1 §2 "Streak page"; issue 12 item 2): the locally kept visit streak as it stands now, and its
// free monthly repair (spec 1 §4 "Visit streak"). Signed in, a repair is sent to the account at once.
import { Flame, Wrench } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'wouter';
import {
  currentStreakAt,
  repairStatus,
  type RepairStatus,
} from '@shared/engagement/visit-streak-rules';
import { dayWord, daysToBeatRecord, nextMilestone, streakMessage } from '@shared/visit-streak';
import { PageFrame } from '@client/components/layout/page-frame';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { toast } from '@client/components/ui/toast';
import { loadVisitStreakActions, useVisitStreak } from '@client/lib/visit-streak-state';

const formatDate = (value: string) => {
  const date = new Date(value.length === 10 ? `${value}T12:00:00` : value);
  return Number.isNaN(date.getTime())
    ? value
    : date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
};

/** What the repair section says under its button, per repair status. */
const REPAIR_TEXT: Record<RepairStatus, string> = {
  available: 'You missed a day. Repair your streak to keep it going: free, once a month.',
  'already-used-this-month': 'Streak repair already used this month',
  'nothing-to-repair':
    'Nothing to repair. Missed exactly one day? Repair your streak the day you come back, once a month.',
};

export default function StreakRoute() {
  // localStorage answers synchronously, so the record is loaded before the first paint; it re-renders when a
  // visit is counted, a repair made or the account's record adopted.
  const record = useVisitStreak();
  const reasonId = useId();
  const now = new Date();
  const current = currentStreakAt(record, now);
  const status = repairStatus(record, now);
  const beat = daysToBeatRecord(current, record.best);
  const milestone = nextMilestone(current);

  const repair = async () => {
    const { repairTodaysStreak } = await loadVisitStreakActions();
    const outcome = repairTodaysStreak(new Date());
    if (!outcome.ok) {
      toast({ title: 'Streak not repaired', description: REPAIR_TEXT[outcome.reason] });
      return;
    }
    toast({ title: 'Streak repaired', variant: 'success' });
  };

  const stats = [
    { label: 'Current streak', value: `${current} ${dayWord(current)}` },
    { label: 'Best streak', value: `${record.best} ${dayWord(record.best)}` },
    { label: 'Last visit', value: record.lastDate ? formatDate(record.lastDate) : 'Today' },
    { label: 'Streak started', value: record.startedAt ? formatDate(record.startedAt) : 'Unknown' },
    { label: 'Days to beat your record', value: typeof beat === 'number' ? String(beat) : beat },
    {
      label: 'Next milestone',
      value: typeof milestone === 'number' ? `${milestone} days` : milestone,
    },
  ];
  return (
    <PageFrame
      title="Your Visit Streak"
      icon={<Flame aria-hidden />}
      description={streakMessage(current)}
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {stats.map((stat) => (
          <Card key={stat.label}>
            <CardContent first className="grid gap-1">
              <span className="text-sm text-muted-foreground">{stat.label}</span>
              <span className="font-display text-2xl font-extrabold">{stat.value}</span>
            </CardContent>
          </Card>
        ))}
      </div>
      <Card>
        <CardContent first className="flex flex-wrap items-center justify-between gap-3">
          <div className="grid gap-1">
            <h2 className="font-display text-lg font-bold">Streak repair</h2>
            <p id={reasonId} className="text-sm text-muted-foreground">
              {REPAIR_TEXT[status]}
            </p>
          </div>
          <Button
            type="button"
            variant={status === 'available' ? 'primary' : 'outline'}
            disabled={status !== 'available'}
            aria-describedby={reasonId}
            onClick={repair}
          >
            <Wrench aria-hidden />
            Repair
          </Button>
        </CardContent>
      </Card>
      <Button asChild className="justify-self-start">
        <Link href="/">Continue Translating</Link>
      </Button>
    </PageFrame>
  );
}
