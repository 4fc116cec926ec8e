// What a path nobody knows shows (spec 1 §2); the server answers it with a 404 and the same texts. Its own module,
// so the pages that show it for an unknown sub-page (admin, editor) import it without making the not-found route's
// lazily loaded chunk a shared one (which the build then names after no route, and a server render cannot find).
import { Compass } from 'lucide-react';
import { Link } from 'wouter';
import { NOT_FOUND_PAGE } from '@shared/routes';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { Button } from '@client/components/ui/button';

export function NotFoundPage() {
  useDocumentTitle(NOT_FOUND_PAGE.title);
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
        <Compass className="size-8" aria-hidden />
      </span>
      <h1 className="font-display text-3xl font-extrabold">{NOT_FOUND_PAGE.title}</h1>
      <p className="text-muted-foreground">{NOT_FOUND_PAGE.text}</p>
      <Button asChild>
        <Link href="/">{NOT_FOUND_PAGE.back}</Link>
      </Button>
    </div>
  );
}
