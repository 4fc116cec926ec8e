// /dashboard (spec 1 §2 "Dashboard"): guarded; a profile card for the signed-in user.
import { CalendarDays, Mail, ShieldCheck, UserRound } from 'lucide-react';
import { PageFrame } from '@client/components/layout/page-frame';
import { Badge } from '@client/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { useCurrentUser } from '@client/features/auth/api/get-current-user';
import { SignedInGuard } from '@client/features/auth/components/guards';

export function formatMemberSince(createdAt: string | null): string {
  if (!createdAt) return 'Today';
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return 'Today';
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

function Profile() {
  const { user } = useCurrentUser();
  if (!user) return null;
  const rows = [
    { icon: <UserRound aria-hidden />, label: 'First name', value: user.firstName ?? 'User' },
    { icon: <Mail aria-hidden />, label: 'Email', value: user.email },
    {
      icon: <CalendarDays aria-hidden />,
      label: 'Member since',
      value: formatMemberSince(user.createdAt),
    },
  ];
  return (
    <Card className="max-w-xl">
      <CardHeader>
        <CardTitle>Profile</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4">
          {rows.map((row) => (
            <div
              key={row.label}
              className="flex items-center gap-3 [&_svg]:size-5 [&_svg]:text-primary"
            >
              {row.icon}
              <dt className="w-32 text-sm text-muted-foreground">{row.label}</dt>
              <dd className="font-medium">{row.value}</dd>
            </div>
          ))}
          <div className="flex items-center gap-3">
            <ShieldCheck className="size-5 text-primary" aria-hidden />
            <dt className="w-32 text-sm text-muted-foreground">Account status</dt>
            <dd>
              <Badge variant="success">Active</Badge>
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}

export default function DashboardRoute() {
  return (
    <PageFrame title="Dashboard" description="Your SlangBridge account.">
      <SignedInGuard>
        <Profile />
      </SignedInGuard>
    </PageFrame>
  );
}
