// The way from the flashcards screen to the statistics page (shown to signed-in learners, whose reviews the
// server keeps). A plain link: the page's code loads only when it is followed.
import { ChartColumn } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/config/paths';
import { STATS_TEXT as T } from '../texts';

export function StatsLink() {
  return (
    <Button asChild variant="outline">
      <Link href={paths.flashcardStats}>
        <ChartColumn aria-hidden /> {T.link}
      </Link>
    </Button>
  );
}
