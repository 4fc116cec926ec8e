// The header's sign-in area (spec 1 §2): a disabled 'Loading...' button while auth loads, 'Sign In' when
// signed out, the avatar menu when signed in (sign-out returns to '/'; manage-account is hidden).
import { lazy, Suspense, useState } from 'react';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import { useCurrentUser } from '../api/get-current-user';

// The avatar menu is only needed once signed in, so it loads then.
const UserMenu = lazy(() => import('./user-menu'));

export function SignInArea() {
  const { user, isLoading } = useCurrentUser();
  const [open, setOpen] = useState(false);
  if (isLoading) {
    return (
      <Button variant="outline" size="sm" disabled>
        Loading...
      </Button>
    );
  }
  if (user) {
    return (
      <Suspense fallback={<span className="size-9 rounded-full bg-muted" aria-hidden />}>
        <UserMenu user={user} />
      </Suspense>
    );
  }
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)}>
        Sign In
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Sign in to SlangBridge</DialogTitle>
            <DialogDescription>
              An account keeps your translation history, saved translations and flashcard progress
              on every device. Everything else works without one.
            </DialogDescription>
          </DialogHeader>
          <p className="rounded-md bg-muted p-3 text-sm text-muted-foreground">
            Account sign-up opens soon. Until then you can translate, browse the dictionary and
            study flashcards without signing in.
          </p>
        </DialogContent>
      </Dialog>
    </>
  );
}
