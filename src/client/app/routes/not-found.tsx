// Any path the router does not know (spec 1 §2).
import { Compass } from 'lucide-react';
import { Link } from 'wouter';
import { useDocumentTitle } from '@client/components/layout/page-frame';
import { Button } from '@client/components/ui/button';

export default function NotFoundRoute() {
  useDocumentTitle('404 Page Not Found');
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
        <Compass className="size-8" aria-hidden />
      </span>
      <h1 className="font-display text-3xl font-extrabold">404 Page Not Found</h1>
      <p className="text-muted-foreground">Did you forget to add the page to the router?</p>
      <Button asChild>
        <Link href="/">Back to the translator</Link>
      </Button>
    </div>
  );
}
