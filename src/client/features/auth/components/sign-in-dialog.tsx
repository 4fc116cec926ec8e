// The header's sign-in modal (spec 1 §2), loaded on first use by ./sign-in-area.tsx; the form in it loads lazily
// too (the /sign-in page shares it).
import { lazy, Suspense } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@client/components/ui/dialog';
import type { LazyDialogProps } from '@client/components/ui/lazy-dialog';
import { AUTH_TEXT, type AuthMode } from './auth-text';
import { SignInFormFallback } from './sign-in-area';

const SignInForm = lazy(() => import('./sign-in-form'));

export interface SignInDialogProps extends LazyDialogProps {
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  callbackURL: string;
  onSignedIn: () => void;
}

export default function SignInDialog({
  open,
  onOpenChange,
  contentId,
  onCloseAutoFocus,
  mode,
  onModeChange,
  callbackURL,
  onSignedIn,
}: SignInDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        id={contentId}
        onCloseAutoFocus={onCloseAutoFocus}
        width="md"
        className="max-sm:p-5"
        lazyBody
      >
        <DialogHeader>
          <DialogTitle>{AUTH_TEXT.title[mode]}</DialogTitle>
          <DialogDescription>{AUTH_TEXT.description}</DialogDescription>
        </DialogHeader>
        <Suspense fallback={<SignInFormFallback />}>
          <SignInForm
            mode={mode}
            onModeChange={onModeChange}
            autoFocus
            callbackURL={callbackURL}
            onSignedIn={onSignedIn}
            onLeave={() => onOpenChange(false)}
          />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
