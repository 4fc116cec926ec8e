// /admin/{tool} (spec 2 §2): the admin tools, each behind the admin guard and loaded on its own, so one tool's
// code does not weigh on the others. The dictionary and submissions managers come from the moderation feature,
// the review queue and the editor console from the editor feature, the site settings (the home page's daily
// video) from the video feature.
import { BookOpen, Inbox, ListChecks, ShieldCheck, SlidersHorizontal } from 'lucide-react';
import {
  lazy,
  Suspense,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { useParams } from 'wouter';
import { ADMIN_TOOLS, type AdminTool } from '@shared/routes';
import { PageFrame } from '@client/components/layout/page-frame';
import { PageLoading } from '@client/components/ui/spinner';
import { AdminGuard } from '@client/features/auth/components/guards';
import { NotFoundPage as NotFoundRoute } from '../not-found-page';

const DictionaryManager = lazy(() =>
  import('@client/features/moderation/components/dictionary-manager').then((module) => ({
    default: module.DictionaryManager,
  })),
);
const SubmissionsManager = lazy(() =>
  import('@client/features/moderation/components/submissions-manager').then((module) => ({
    default: module.SubmissionsManager,
  })),
);
const ReviewQueue = lazy(() =>
  import('@client/features/editor/components/review-queue').then((module) => ({
    default: module.ReviewQueue,
  })),
);
const EditorConsole = lazy(() =>
  import('@client/features/editor/components/editor-console').then((module) => ({
    default: module.EditorConsole,
  })),
);

const SiteSettings = lazy(() =>
  import('@client/features/video/components/daily-video-settings').then((module) => ({
    default: module.DailyVideoSettings,
  })),
);

/** One entry per tool of the shared route table (src/shared/routes.ts). */
const TOOLS: Record<
  AdminTool,
  { title: string; description: string; icon: ReactNode; Body: LazyExoticComponent<ComponentType> }
> = {
  dictionary: {
    title: 'Dictionary Manager',
    description: 'Search, add, edit and delete dictionary terms in every language.',
    icon: <BookOpen aria-hidden />,
    Body: DictionaryManager,
  },
  submissions: {
    title: 'User Submissions',
    description: 'Review slang terms and suggestions sent by the community.',
    icon: <Inbox aria-hidden />,
    Body: SubmissionsManager,
  },
  'review-queue': {
    title: 'Review Queue',
    description: 'Translations rated 3 stars or fewer, waiting for a better version.',
    icon: <ListChecks aria-hidden />,
    Body: ReviewQueue,
  },
  editor: {
    title: 'Editor Console',
    description: 'Curate translations for every style: search, filter, edit, approve and export.',
    icon: <ShieldCheck aria-hidden />,
    Body: EditorConsole,
  },
  settings: {
    title: 'Site Settings',
    description: 'What every visitor sees, such as the daily video on the home page.',
    icon: <SlidersHorizontal aria-hidden />,
    Body: SiteSettings,
  },
};

export default function AdminRoute() {
  const { tool = '' } = useParams<{ tool: string }>();
  const page = (ADMIN_TOOLS as readonly string[]).includes(tool) ? TOOLS[tool as AdminTool] : null;
  if (!page) return <NotFoundRoute />;
  const { Body } = page;
  return (
    <PageFrame title={page.title} icon={page.icon} description={page.description}>
      <AdminGuard>
        <Suspense fallback={<PageLoading />}>
          <Body />
        </Suspense>
      </AdminGuard>
    </PageFrame>
  );
}
