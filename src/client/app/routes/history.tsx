// /history (spec 1 §2 "History page"): the signed-in user's translations.
import { History, Lock } from 'lucide-react';
import { EmptyState, PageFrame } from '@client/components/layout/page-frame';
import { PageLoading } from '@client/components/ui/spinner';
import { useCurrentUser } from '@client/features/auth/api/get-current-user';

export default function HistoryRoute() {
  const { user, isLoading } = useCurrentUser();
  return (
    <PageFrame
      title="Translation History"
      icon={<History aria-hidden />}
      description="Every translation you make while signed in, newest first."
    >
      {isLoading ? (
        <PageLoading />
      ) : !user ? (
        <EmptyState icon={<Lock aria-hidden />} title="Authentication Required">
          Please sign in to view your translation history
        </EmptyState>
      ) : (
        <EmptyState icon={<History aria-hidden />} title="No History Yet">
          Translate something and it will appear here.
        </EmptyState>
      )}
    </PageFrame>
  );
}
