// /flashcards (spec 2 §2 "Flashcards screen"): title and Back to Home, then the decks, packs, study, quiz and
// review. Everyone may use it; the account keeps the progress of signed-in people, the browser everyone else's.
// It opens offline too, from the copies kept the last time it was opened online.
import { Layers } from 'lucide-react';
import { Link } from 'wouter';
import { PageFrame } from '@client/components/layout/page-frame';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/config/paths';
import { hasSessionHint } from '@client/features/auth/api/session-hint';
import { useOfflineCapableUser } from '@client/features/auth/api/offline-session';
import { FlashcardsScreen } from '@client/features/flashcards/components/flashcards-screen';
import { useOfflineCopies, VISITOR } from '@client/features/flashcards/offline/offline-copies';
import { StatsLink } from '@client/features/flashcards/stats/components/stats-link';
import { FLASHCARDS_TEXT as T } from '@client/features/flashcards/texts';

export default function FlashcardsRoute() {
  // Offline study (issue 29 item 3): this page opens with no network as the account it last saw, with its copies.
  const { user, isLoading } = useOfflineCapableUser();
  // A session the server did not confirm (no answer, and no account saved) owns no copies: they are not the
  // visitor's to replace.
  useOfflineCopies(isLoading ? null : (user?.id ?? (hasSessionHint() ? null : VISITOR)));
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
