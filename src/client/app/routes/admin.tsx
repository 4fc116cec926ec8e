// /admin/{tool} (spec 2 §2): the admin tools, each behind the admin guard.
import { BookOpen, Inbox, ListChecks, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'wouter';
import { EmptyState, PageFrame } from '@client/components/layout/page-frame';
import { AdminGuard } from '@client/features/auth/components/guards';
import NotFoundRoute from './not-found';

const TOOLS: Record<string, { title: string; description: string; icon: ReactNode }> = {
  dictionary: {
    title: 'Dictionary Manager',
    description: 'Search, add, edit and delete dictionary terms in every language.',
    icon: <BookOpen aria-hidden />,
  },
  submissions: {
    title: 'User Submissions',
    description: 'Review slang terms and suggestions sent by the community.',
    icon: <Inbox aria-hidden />,
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
        <EmptyState icon={page.icon} title="Nothing to review yet">
          New items appear here as soon as the community sends them.
        </EmptyState>
      </AdminGuard>
    </PageFrame>
  );
}
