// Client-side page guards (spec 2 §2 "Permission guard for editor pages", "Admin guard"). They are a
// convenience: the server checks every call itself.
import { Lock } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { hasRole, type Role } from '@shared/roles';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { paths } from '@client/config/paths';
import { useCurrentUser } from '../api/get-current-user';
import { SignInArea } from './sign-in-area';

export const GUARD_TEXT = {
  loading: 'Loading...',
  signInTitle: 'Sign in required',
  signInPage: 'You need to be signed in to access this page',
  signInEditor: 'You need to be signed in to access this editor',
  checking: 'Checking permissions...',
} as const;

export function SignInRequired({ message }: { message: string }) {
  return (
    <Card className="mx-auto max-w-md text-center">
      <CardHeader className="items-center">
        <span className="mb-2 flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
          <Lock className="size-6" aria-hidden />
        </span>
        <CardTitle>{GUARD_TEXT.signInTitle}</CardTitle>
        <CardDescription>{message}</CardDescription>
      </CardHeader>
      <CardContent className="flex justify-center">
        <SignInArea />
      </CardContent>
    </Card>
  );
}

function RoleGuard({
  role,
  signInMessage,
  children,
}: {
  role: Role;
  signInMessage: string;
  children: ReactNode;
}) {
  const { user, isLoading } = useCurrentUser();
  const [, navigate] = useLocation();
  const allowed = !!user && hasRole(user.roles, role);
  useEffect(() => {
    if (!isLoading && user && !allowed) navigate(paths.accessDenied, { replace: true });
  }, [isLoading, user, allowed, navigate]);
  if (isLoading)
    return <p className="py-16 text-center text-muted-foreground">{GUARD_TEXT.loading}</p>;
  if (!user) return <SignInRequired message={signInMessage} />;
  if (!allowed)
    return <p className="py-16 text-center text-muted-foreground">{GUARD_TEXT.checking}</p>;
  return <>{children}</>;
}

export function AdminGuard({ children }: { children: ReactNode }) {
  return (
    <RoleGuard role="admin" signInMessage={GUARD_TEXT.signInPage}>
      {children}
    </RoleGuard>
  );
}

export function EditorGuard({ role, children }: { role: Role; children: ReactNode }) {
  return (
    <RoleGuard role={role} signInMessage={GUARD_TEXT.signInEditor}>
      {children}
    </RoleGuard>
  );
}

/** Any signed-in user. */
export function SignedInGuard({ children }: { children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading)
    return <p className="py-16 text-center text-muted-foreground">{GUARD_TEXT.loading}</p>;
  if (!user) return <SignInRequired message={GUARD_TEXT.signInPage} />;
  return <>{children}</>;
}
