// /streak (spec 1 §2 "Streak page"): the locally kept visit streak.
import { Flame } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { dayWord, daysToBeatRecord, nextMilestone, streakMessage } from '@shared/visit-streak';
import { PageFrame } from '@client/components/layout/page-frame';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { visitStreakStore, type VisitStreakRecord } from '@client/lib/visit-streak-store';

const formatDate = (value: string) => {
  const date = new Date(value.length === 10 ? `${value}T12:00:00` : value);
  return Number.isNaN(date.getTime())
    ? value
    : date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
};

export default function StreakRoute() {
  // localStorage answers synchronously, so the record is loaded before the first paint.
  const [record] = useState<VisitStreakRecord>(() => visitStreakStore.read());
  const beat = daysToBeatRecord(record.current, record.best);
  const milestone = nextMilestone(record.current);
  const stats = [
    { label: 'Current streak', value: `${record.current} ${dayWord(record.current)}` },
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
      description={streakMessage(record.current)}
    >
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {stats.map((stat) => (
          <Card key={stat.label}>
            <CardContent className="grid gap-1 pt-5">
              <span className="text-sm text-muted-foreground">{stat.label}</span>
              <span className="font-display text-2xl font-extrabold">{stat.value}</span>
            </CardContent>
          </Card>
        ))}
      </div>
      <Button asChild className="justify-self-start">
        <Link href="/">Continue Translating</Link>
      </Button>
    </PageFrame>
  );
}
