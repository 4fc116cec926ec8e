// /admin/{tool} (spec 2 §2): the admin tools, each behind the admin guard. The dictionary and submissions
// managers come from the moderation feature; the review queue and editor console are still placeholders.
import { BookOpen, Inbox, ListChecks, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'wouter';
import { EmptyState, PageFrame } from '@client/components/layout/page-frame';
import { AdminGuard } from '@client/features/auth/components/guards';
import { DictionaryManager } from '@client/features/moderation/components/dictionary-manager';
import { SubmissionsManager } from '@client/features/moderation/components/submissions-manager';
import NotFoundRoute from './not-found';

const TOOLS: Record<
  string,
  { title: string; description: string; icon: ReactNode; body?: ReactNode }
> = {
  dictionary: {
    title: 'Dictionary Manager',
    description: 'Search, add, edit and delete dictionary terms in every language.',
    icon: <BookOpen aria-hidden />,
    body: <DictionaryManager />,
  },
  submissions: {
    title: 'User Submissions',
    description: 'Review slang terms and suggestions sent by the community.',
    icon: <Inbox aria-hidden />,
    body: <SubmissionsManager />,
  },
  'review-queue': {
    title: 'Review Queue',
    description: 'Translations rated 3 stars or fewer, waiting for a better version.',
    icon: <ListChecks aria-hidden />,
  },
  editor: {
    title: 'Editor Console',
    description: 'Curate translations for every style: search, filter, edit, approve and export.',
    icon: <ShieldCheck aria-hidden />,
  },
};

export default function AdminRoute() {
  const { tool = '' } = useParams<{ tool: string }>();
  const page = TOOLS[tool];
  if (!page) return <NotFoundRoute />;
  return (
    <PageFrame title={page.title} icon={page.icon} description={page.description}>
      <AdminGuard>
        {page.body ?? (
          <EmptyState icon={page.icon} title="Nothing to review yet">
            New items appear here as soon as the community sends them.
          </EmptyState>
        )}
      </AdminGuard>
    </PageFrame>
  );
}
