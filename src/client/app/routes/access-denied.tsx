// /403 (spec 1 §2, spec 2 §2).
import { ShieldX } from 'lucide-react';
import { Link } from 'wouter';
import { useDocumentTitle } from '@client/lib/use-document-title';
import { Button } from '@client/components/ui/button';

export default function AccessDeniedRoute() {
  useDocumentTitle('Access Denied');
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-danger/10 text-danger">
        <ShieldX className="size-8" aria-hidden />
      </span>
      <h1 className="font-display text-3xl font-extrabold">Access Denied</h1>
      <p className="text-muted-foreground">
        You do not have sufficient privileges to access this page
      </p>
      <div className="flex gap-3">
        <Button asChild>
          <Link href="/">Go Home</Link>
        </Button>
        <Button variant="outline" onClick={() => history.back()}>
          Go Back
        </Button>
      </div>
    </div>
  );
}
