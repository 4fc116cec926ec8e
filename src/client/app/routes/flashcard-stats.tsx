// /flashcards/stats (issue 29 item 2): a signed-in learner's review statistics — the year's calendar, true
// retention, cards by state and the 30-day forecast. Signed out, the sign-in prompt of every signed-in page.
import { ChartColumn } from 'lucide-react';
import { Link } from 'wouter';
import { PageFrame } from '@client/components/layout/page-frame';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/config/paths';
import { SignedInGuard } from '@client/features/auth/components/guards';
import { StatsScreen } from '@client/features/flashcards/stats/components/stats-screen';
import { STATS_TEXT as T } from '@client/features/flashcards/stats/texts';

export default function FlashcardStatsRoute() {
  return (
    <PageFrame
      title={T.title}
      icon={<ChartColumn aria-hidden />}
      description={T.description}
      actions={
        <Button asChild variant="outline">
          <Link href={paths.flashcards}>{T.backToFlashcards}</Link>
        </Button>
      }
    >
      <SignedInGuard>
        <StatsScreen />
      </SignedInGuard>
    </PageFrame>
  );
}
