// /dashboard (spec 1 §2 "Dashboard"): guarded; a profile card for the signed-in user, their public handle (issue 28)
// and their API keys (issue 13). The handle card's code is not part of the page's first load: the server renders the
// card and the browser takes it over once the page has loaded (lib/lazy-after-first-paint.ts).
import { CalendarDays, Mail, ShieldCheck, UserRound } from 'lucide-react';
import { Fragment, Suspense } from 'react';
import { PageFrame } from '@client/components/layout/page-frame';
import { Badge } from '@client/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { ApiKeysCard } from '@client/features/api-keys/components/api-keys-card';
import { useCurrentUser } from '@client/features/auth/api/get-current-user';
import { SignedInGuard } from '@client/features/auth/components/guards';
import { HandleCardLoading } from '@client/features/contributors/components/handle-card-frame';
import { lazyAfterFirstPaint } from '@client/lib/lazy-after-first-paint';
import { HydrationMark } from '../hydration-mark';

const HandleCard = lazyAfterFirstPaint(() =>
  import('@client/features/contributors/components/handle-card').then((module) => ({
    default: module.HandleCard,
  })),
);

export function formatMemberSince(createdAt: string | null): string {
  if (!createdAt) return 'Today';
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return 'Today';
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

/**
 * An e-mail address that, when the line is too short for it, wraps before its "@" or a dot (where a reader
 * expects a break) instead of inside a word; only a single part longer than the line still breaks anywhere.
 */
function EmailAddress({ email }: { email: string }) {
  const parts = email.split(/(?=[@.])/);
  return (
    <span className="[overflow-wrap:anywhere]">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}

function Profile() {
  const { user } = useCurrentUser();
  if (!user) return null;
  const rows = [
    { icon: <UserRound aria-hidden />, label: 'First name', value: user.firstName ?? 'User' },
    { icon: <Mail aria-hidden />, label: 'Email', value: <EmailAddress email={user.email} /> },
    {
      icon: <CalendarDays aria-hidden />,
      label: 'Member since',
      value: formatMemberSince(user.createdAt),
    },
    {
      icon: <ShieldCheck aria-hidden />,
      label: 'Account status',
      value: <Badge variant="success">Active</Badge>,
    },
  ];
  return (
    <Card className="w-full max-w-xl">
      <CardHeader>
        <CardTitle>Profile</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4">
          {rows.map((row) => (
            <div key={row.label} className="grid gap-1 sm:grid-cols-[11rem_1fr] sm:items-center">
              <dt className="flex items-center gap-3 text-sm text-muted-foreground [&_svg]:size-5 [&_svg]:shrink-0 [&_svg]:text-primary">
                {row.icon}
                {row.label}
              </dt>
              <dd className="min-w-0 pl-8 font-medium sm:pl-0">{row.value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

export default function DashboardRoute() {
  return (
    <PageFrame title="Dashboard" description="Your SlangBridge account.">
      <SignedInGuard>
        <div className="grid gap-6">
          <Profile />
          <Suspense fallback={<HandleCardLoading />}>
            <HandleCard />
            <HydrationMark />
          </Suspense>
          <ApiKeysCard />
        </div>
      </SignedInGuard>
    </PageFrame>
  );
}
