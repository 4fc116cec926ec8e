// The Support / Community dialog's content (spec 1 §2 "Community"): forum and chat communities, and a
// direct-help address. Loaded on first use by ./community-dialog.tsx.
import { MessagesSquare, Users } from 'lucide-react';
import { COMMUNITY_CHAT_URL, COMMUNITY_FORUM_URL, HELP_EMAIL } from '@shared/brand';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import type { LazyDialogProps } from '@client/components/ui/lazy-dialog';

export default function CommunityDialogContent({
  open,
  onOpenChange,
  contentId,
  onCloseAutoFocus,
}: LazyDialogProps) {
  const linkClasses =
    'flex items-start gap-3 rounded-lg border p-4 transition-colors hover:border-primary/50 hover:bg-muted';
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent id={contentId} onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>Support &amp; Community</DialogTitle>
          <DialogDescription>
            Ask questions, share slang you heard and help other learners.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-3">
          <a
            className={linkClasses}
            href={COMMUNITY_FORUM_URL}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Users className="mt-0.5 size-5 text-primary" aria-hidden />
            <span>
              <span className="block font-semibold">Forum community</span>
              <span className="text-sm text-muted-foreground">
                Threads about meanings, usage and regional slang.
              </span>
            </span>
          </a>
          <a
            className={linkClasses}
            href={COMMUNITY_CHAT_URL}
            target="_blank"
            rel="noopener noreferrer"
          >
            <MessagesSquare className="mt-0.5 size-5 text-primary" aria-hidden />
            <span>
              <span className="block font-semibold">Chat community</span>
              <span className="text-sm text-muted-foreground">
                Talk live with other learners and our editors.
              </span>
            </span>
          </a>
        </div>
        <p className="text-sm text-muted-foreground">
          Need direct help? Write to{' '}
          <a
            className="font-medium text-primary underline underline-offset-2"
            href={`mailto:${HELP_EMAIL}`}
          >
            {HELP_EMAIL}
          </a>
          .
        </p>
      </DialogContent>
    </Dialog>
  );
}
