// /editor/{style} (spec 2 §2 "Per-style editor pages"), each behind its editor role; admins also lock entries.
import { SquarePen } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { EDITOR_PAGES } from '@shared/roles';
import { PageFrame } from '@client/components/layout/page-frame';
import { Button } from '@client/components/ui/button';
import { useCurrentUser } from '@client/features/auth/api/get-current-user';
import { EditorGuard } from '@client/features/auth/components/guards';
import { EditorPage } from '@client/features/editor/components/editor-page';
import { NotFoundPage as NotFoundRoute } from '../not-found-page';

export default function EditorRoute() {
  const { style = '' } = useParams<{ style: string }>();
  const { user } = useCurrentUser();
  const page = EDITOR_PAGES.find((candidate) => candidate.path === `/editor/${style}`);
  if (!page) return <NotFoundRoute />;
  return (
    <PageFrame
      title={page.label}
      icon={<SquarePen aria-hidden />}
      description="Review, edit and approve the translations for this style, and add new slang."
      actions={
        <Button asChild variant="outline">
          <Link href="/">Back to Home</Link>
        </Button>
      }
    >
      <EditorGuard role={page.role}>
        <EditorPage key={page.style} page={page} canLock={!!user?.roles.includes('admin')} />
      </EditorGuard>
    </PageFrame>
  );
}
