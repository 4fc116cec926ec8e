// The header's sign-in area (spec 1 §2): a disabled 'Loading...' button while auth loads, 'Sign In' (opening
// the sign-in modal) when signed out, the avatar menu when signed in (sign-out returns to '/'; manage-account
// is hidden). The form and the menu load lazily so the first page stays light.
import { lazy, Suspense, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@client/components/ui/dialog';
import { Spinner } from '@client/components/ui/spinner';
import { useCurrentUser } from '../api/get-current-user';
import { AUTH_TEXT, type AuthMode } from './auth-text';

const loadSignInForm = () => import('./sign-in-form');
const SignInForm = lazy(loadSignInForm);
// The avatar menu is only needed once signed in, so it loads then.
const UserMenu = lazy(() => import('./user-menu'));

export function SignInFormFallback() {
  return (
    <div className="flex justify-center py-12">
      <Spinner label={AUTH_TEXT.loadingForm} />
    </div>
  );
}

export function SignInArea({ onOpenSettings }: { onOpenSettings?: () => void }) {
  const { user, isLoading } = useCurrentUser();
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState<AuthMode>('sign-in');
  // After signing in through this modal the avatar takes over the focus the modal had.
  const [focusAvatar, setFocusAvatar] = useState(false);
  const [location] = useLocation();
  const search = useSearch();
  if (isLoading) {
    return (
      <Button variant="outline" size="sm" disabled>
        {AUTH_TEXT.loading}
      </Button>
    );
  }
  if (user) {
    return (
      <Suspense fallback={<span className="size-9 rounded-full bg-muted" aria-hidden />}>
        <UserMenu user={user} onOpenSettings={onOpenSettings} focusTrigger={focusAvatar} />
      </Suspense>
    );
  }
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      {/* As the dialog's trigger the button gets focus back when the dialog closes. */}
      <DialogTrigger asChild>
        <Button
          size="sm"
          onClick={() => {
            setMode('sign-in');
            setFocusAvatar(false);
          }}
          // Start fetching the form as soon as the visitor heads for the button.
          onPointerEnter={() => void loadSignInForm()}
          onFocus={() => void loadSignInForm()}
        >
          {AUTH_TEXT.signInButton}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-md max-sm:p-5" lazyBody>
        <DialogHeader>
          <DialogTitle>{AUTH_TEXT.title[mode]}</DialogTitle>
          <DialogDescription>{AUTH_TEXT.description}</DialogDescription>
        </DialogHeader>
        <Suspense fallback={<SignInFormFallback />}>
          <SignInForm
            mode={mode}
            onModeChange={setMode}
            autoFocus
            callbackURL={`${location}${search ? `?${search}` : ''}`}
            onSignedIn={() => {
              setOpen(false);
              setFocusAvatar(true);
            }}
            onLeave={() => setOpen(false)}
          />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
