// The header's sign-in area (spec 1 §2): a disabled 'Loading...' button while auth loads, 'Sign In' (opening
// the sign-in modal) when signed out, the avatar menu when signed in (sign-out returns to '/'; manage-account
// is hidden). The modal (./sign-in-dialog.tsx), its form and the menu load lazily so the first page stays light.
import { lazy, Suspense, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Button } from '@client/components/ui/button';
import { useLazyDialog } from '@client/components/ui/lazy-dialog';
import { Spinner } from '@client/components/ui/spinner';
import { useCurrentUser } from '../api/get-current-user';
import { AUTH_TEXT, type AuthMode } from './sign-in-area-text';

const loadSignInDialog = () => import('./sign-in-dialog');
const SignInDialog = lazy(loadSignInDialog);
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
  // Start fetching the modal and its form as soon as the visitor heads for the button.
  const dialog = useLazyDialog(() => Promise.all([loadSignInDialog(), import('./sign-in-form')]));
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
    <>
      {/* As the dialog's trigger the button gets focus back when the dialog closes. */}
      <Button
        size="sm"
        {...dialog.triggerProps}
        onClick={() => {
          setMode('sign-in');
          setFocusAvatar(false);
          dialog.triggerProps.onClick();
        }}
      >
        {AUTH_TEXT.signInButton}
      </Button>
      {dialog.mounted && (
        <Suspense fallback={null}>
          <SignInDialog
            {...dialog.dialogProps}
            mode={mode}
            onModeChange={setMode}
            callbackURL={`${location}${search ? `?${search}` : ''}`}
            onSignedIn={() => {
              dialog.onOpenChange(false);
              setFocusAvatar(true);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
