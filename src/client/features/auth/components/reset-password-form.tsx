// /reset-password?token=...: the page a mailed reset link opens. Sets the new password with the link's token; a
// token that expired or was used already gets a way to ask for a new link, a finished reset a way to sign in.
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Loader2 } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { resetPasswordRequestSchema } from '@shared/schemas/auth';
import { Button } from '@client/components/ui/button';
import { Label } from '@client/components/ui/input';
import { paths } from '@client/config/paths';
import { HttpError } from '@client/lib/api-client';
import { currentUserQueryOptions } from '../api/get-current-user';
import { useResetPassword } from '../api/password-reset';
import { describeError, errorBodyOf, ErrorBanner, PasswordInput } from './auth-form-parts';
import { AUTH_FORM_TEXT } from './auth-text';
import { PASSWORD_RESET_TEXT as T } from './password-reset-text';

const isPasswordField = (value: unknown): value is 'newPassword' => value === 'newPassword';

/** Better Auth's answer to a token it does not know (never issued, used, or expired). */
function isInvalidToken(error: unknown): boolean {
  if (!(error instanceof HttpError) || error.status !== 400) return false;
  const { details } = errorBodyOf(error);
  return (details as { authCode?: unknown } | undefined)?.authCode === 'INVALID_TOKEN';
}

function InvalidLink() {
  return (
    <ErrorBanner>
      {T.invalidLink}{' '}
      <Link href={paths.forgotPassword} className="underline underline-offset-2">
        {T.askAgain}
      </Link>
    </ErrorBanner>
  );
}

export function ResetPasswordForm({ token }: { token: string | null }) {
  const id = useId();
  const queryClient = useQueryClient();
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [invalidToken, setInvalidToken] = useState(!token);
  const input = useRef<HTMLInputElement>(null);

  if (reset.isSuccess) {
    return (
      <div className="grid gap-4" role="status">
        <h2 className="flex items-center gap-2 text-lg font-bold leading-tight">
          <CheckCircle2 className="size-5 text-success-text" aria-hidden />
          {T.doneTitle}
        </h2>
        <p className="text-sm">{T.done}</p>
        <Button asChild className="justify-self-start">
          <Link href={paths.signIn}>{T.signIn}</Link>
        </Button>
      </div>
    );
  }
  if (invalidToken || !token) return <InvalidLink />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reset.isPending) return;
    setServerError(null);
    const parsed = resetPasswordRequestSchema.safeParse({ token, newPassword: password });
    if (!parsed.success) {
      const issue = parsed.error.issues.find((candidate) => candidate.path[0] === 'newPassword');
      if (!issue) return setInvalidToken(true);
      setFieldError(issue.message);
      input.current?.focus();
      return;
    }
    setFieldError(null);
    reset.mutate(parsed.data, {
      onSuccess: () => {
        // Every session of the account has ended, this browser's too if it had one.
        queryClient.setQueryData(currentUserQueryOptions().queryKey, null);
      },
      onError: (error) => {
        if (isInvalidToken(error)) {
          setInvalidToken(true);
          return;
        }
        const { message, fields } = describeError(error, isPasswordField);
        if (fields.newPassword) {
          setFieldError(fields.newPassword);
          input.current?.focus();
        } else setServerError(message);
      },
    });
  };

  const hintId = `${id}-password-hint`;
  const errorId = `${id}-password-error`;
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-busy={reset.isPending || undefined}
      className="grid gap-4"
    >
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-password`}>{T.newPassword}</Label>
        <PasswordInput
          ref={input}
          id={`${id}-password`}
          name="newPassword"
          autoComplete="new-password"
          required
          autoFocus
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setFieldError(null);
          }}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? errorId : hintId}
        />
        {fieldError ? (
          <p id={errorId} className="text-xs font-medium text-danger">
            {fieldError}
          </p>
        ) : (
          <p id={hintId} className="text-xs text-muted-foreground">
            {AUTH_FORM_TEXT.passwordHint}
          </p>
        )}
      </div>
      {serverError && <ErrorBanner>{serverError}</ErrorBanner>}
      <Button type="submit" className="w-full" disabled={reset.isPending}>
        {reset.isPending && <Loader2 className="animate-spin" aria-hidden />}
        {reset.isPending ? T.saving : T.save}
      </Button>
    </form>
  );
}
