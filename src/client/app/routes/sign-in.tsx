// /sign-in (spec 2 §2: linked from the add-slang form).
import { LogIn } from 'lucide-react';
import { PageFrame } from '@client/components/layout/page-frame';
import { Card, CardContent } from '@client/components/ui/card';
import { SignInArea } from '@client/features/auth/components/sign-in-area';

export default function SignInRoute() {
  return (
    <PageFrame
      title="Sign in"
      icon={<LogIn aria-hidden />}
      description="Sign in to keep your history, saved translations and flashcard progress."
    >
      <Card className="max-w-md">
        <CardContent className="flex items-center justify-between gap-4 pt-5">
          <p className="text-sm text-muted-foreground">Use your SlangBridge account.</p>
          <SignInArea />
        </CardContent>
      </Card>
    </PageFrame>
  );
}
