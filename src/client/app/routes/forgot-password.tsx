// /forgot-password: linked from the sign-in form ("Forgot password?"); asks for a reset link by e-mail.
import { KeyRound } from 'lucide-react';
import { PageFrame } from '@client/components/layout/page-frame';
import { Card, CardContent } from '@client/components/ui/card';
import { ForgotPasswordForm } from '@client/features/auth/components/forgot-password-form';
import { PASSWORD_RESET_TEXT } from '@client/features/auth/components/password-reset-text';

export default function ForgotPasswordRoute() {
  return (
    <PageFrame
      title={PASSWORD_RESET_TEXT.forgotTitle}
      icon={<KeyRound aria-hidden />}
      description={PASSWORD_RESET_TEXT.forgotDescription}
    >
      <Card className="w-full max-w-md">
        <CardContent first>
          <ForgotPasswordForm />
        </CardContent>
      </Card>
    </PageFrame>
  );
}
