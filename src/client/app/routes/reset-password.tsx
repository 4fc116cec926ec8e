// /reset-password?token=...: where a mailed reset link leads; sets the new password.
import { KeyRound } from 'lucide-react';
import { useSearch } from 'wouter';
import { PageFrame } from '@client/components/layout/page-frame';
import { Card, CardContent } from '@client/components/ui/card';
import { PASSWORD_RESET_TEXT } from '@client/features/auth/components/password-reset-text';
import { ResetPasswordForm } from '@client/features/auth/components/reset-password-form';

export default function ResetPasswordRoute() {
  const token = new URLSearchParams(useSearch()).get('token');
  return (
    <PageFrame
      title={PASSWORD_RESET_TEXT.resetTitle}
      icon={<KeyRound aria-hidden />}
      description={PASSWORD_RESET_TEXT.resetDescription}
    >
      <Card className="w-full max-w-md">
        <CardContent first>
          <ResetPasswordForm token={token || null} />
        </CardContent>
      </Card>
    </PageFrame>
  );
}
