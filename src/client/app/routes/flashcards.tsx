// /flashcards (spec 2 §2 "Flashcards screen"): title and Back to Home, then the decks, packs, study, quiz and
// review. Everyone may use it; the account keeps the progress of signed-in people, the browser everyone else's.
import { Layers } from 'lucide-react';
import { Link } from 'wouter';
import { PageFrame } from '@client/components/layout/page-frame';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/config/paths';
import { useCurrentUser } from '@client/features/auth/api/get-current-user';
import { FlashcardsScreen } from '@client/features/flashcards/components/flashcards-screen';
import { StatsLink } from '@client/features/flashcards/stats/components/stats-link';
import { FLASHCARDS_TEXT as T } from '@client/features/flashcards/texts';

export default function FlashcardsRoute() {
  const { user, isLoading } = useCurrentUser();
  return (
    <PageFrame
      title={T.title}
      icon={<Layers aria-hidden />}
      description={T.description}
      actions={
        <div className="flex flex-wrap gap-2">
          {/* Review statistics live on the server: signed-in learners only. */}
          {user && <StatsLink />}
          <Button asChild variant="outline">
            <Link href={paths.home}>{T.backHome}</Link>
          </Button>
        </div>
      }
    >
      <FlashcardsScreen signedIn={isLoading ? null : !!user} />
    </PageFrame>
  );
}
