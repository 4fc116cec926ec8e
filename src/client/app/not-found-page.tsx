// What a path nobody knows shows (spec 1 §2); the server answers it with a 404 and the same texts. Its own module,
// so the pages that show it for an unknown sub-page (admin, editor) import it without making the not-found route's
// lazily loaded chunk a shared one (which the build then names after no route, and a server render cannot find).
import { Compass } from 'lucide-react';
import { Link } from 'wouter';
import { NOT_FOUND_PAGE } from '@shared/routes';
import { NotFoundMessage } from '@client/components/layout/not-found-message';
import { Button } from '@client/components/ui/button';

export function NotFoundPage() {
  return (
    <NotFoundMessage icon={Compass} title={NOT_FOUND_PAGE.title} text={NOT_FOUND_PAGE.text}>
      <Button asChild>
        <Link href="/">{NOT_FOUND_PAGE.back}</Link>
      </Button>
    </NotFoundMessage>
  );
}
