// /sign-in (spec 2 §2: linked from the add-slang form): the sign-in form on its own page; after signing in
// the visitor goes to '/'. A social provider that failed sends the visitor back here with ?error=...
import { ArrowRight, LogIn } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { PageFrame } from '@client/components/layout/page-frame';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { paths } from '@client/config/paths';
import { useCurrentUser } from '@client/features/auth/api/get-current-user';
import {
  AUTH_FORM_TEXT,
  AUTH_TEXT,
  type AuthMode,
} from '@client/features/auth/components/auth-text';
import { SignInFormFallback } from '@client/features/auth/components/sign-in-area';
import { HydrationMark } from '../hydration-mark';

const SignInForm = lazy(() => import('@client/features/auth/components/sign-in-form'));

export default function SignInRoute() {
  const { user, isLoading } = useCurrentUser();
  const [mode, setMode] = useState<AuthMode>('sign-in');
  const [, navigate] = useLocation();
  const providerFailed = new URLSearchParams(useSearch()).has('error');
  // A visitor who signs in here (with this form or the header's) goes on to '/'; one who arrives signed in
  // is told so instead.
  const [arrivedSignedOut, setArrivedSignedOut] = useState(false);
  if (!isLoading && !user && !arrivedSignedOut) setArrivedSignedOut(true);
  const signedInHere = !!user && arrivedSignedOut;
  useEffect(() => {
    if (signedInHere) navigate(paths.home);
  }, [signedInHere, navigate]);
  return (
    <PageFrame
      title="Sign in"
      icon={<LogIn aria-hidden />}
      description="Sign in to keep your history, saved translations and flashcard progress."
    >
      <Card className="w-full max-w-md">
        <CardContent first>
          {isLoading || signedInHere ? (
            <SignInFormFallback />
          ) : user ? (
            <div className="grid gap-4">
              <p className="text-sm">{AUTH_FORM_TEXT.alreadySignedIn(user.email)}</p>
              <Button asChild>
                <Link href={paths.home}>
                  {AUTH_FORM_TEXT.goHome} <ArrowRight aria-hidden />
                </Link>
              </Button>
            </div>
          ) : (
            <Suspense fallback={<SignInFormFallback />}>
              <h2 className="mb-4 text-lg font-bold leading-tight">{AUTH_TEXT.title[mode]}</h2>
              <SignInForm
                mode={mode}
                onModeChange={setMode}
                callbackURL={paths.home}
                initialError={providerFailed ? AUTH_FORM_TEXT.providerError : null}
              />
              <HydrationMark />
            </Suspense>
          )}
        </CardContent>
      </Card>
    </PageFrame>
  );
}
