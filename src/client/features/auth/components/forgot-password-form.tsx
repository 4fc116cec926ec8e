// /forgot-password: asks for the account's e-mail and has a reset link sent. The answer is the same whether or not
// the address has an account, so the page says "if an account uses it"; on a server without mail (development)
// it says honestly that the link went to the server log.
import { Loader2, MailCheck } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { requestPasswordResetSchema } from '@shared/schemas/auth';
import { Button } from '@client/components/ui/button';
import { Input, Label } from '@client/components/ui/input';
import { paths } from '@client/config/paths';
import { usePasswordResetDelivery } from '../api/get-auth-providers';
import { useRequestPasswordReset } from '../api/password-reset';
import { describeError, ErrorBanner } from './auth-form-parts';
import { AUTH_FORM_TEXT } from './auth-text';
import { PASSWORD_RESET_TEXT as T } from './password-reset-text';

const isEmailField = (value: unknown): value is 'email' => value === 'email';

const linkClasses =
  'rounded-sm font-medium text-primary underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

export function ForgotPasswordForm() {
  const id = useId();
  const delivery = usePasswordResetDelivery();
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const emailInput = useRef<HTMLInputElement>(null);

  if (delivery === 'off') {
    return (
      <div className="grid gap-4">
        <p className="text-sm">{T.unavailable}</p>
        <Link href={paths.signIn} className={`${linkClasses} text-sm`}>
          {T.backToSignIn}
        </Link>
      </div>
    );
  }

  if (sentTo) {
    return (
      <div className="grid gap-4" role="status">
        <h2 className="flex items-center gap-2 text-lg font-bold leading-tight">
          <MailCheck className="size-5 text-primary" aria-hidden />
          {T.sentTitle}
        </h2>
        {delivery === 'server-log' ? (
          <p className="rounded-md border border-warning/40 bg-warning/10 px-3 py-2.5 text-sm">
            {T.sentToLog(sentTo)}
          </p>
        ) : (
          <p className="text-sm">{T.sent(sentTo)}</p>
        )}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Button asChild>
            <Link href={paths.signIn}>{T.backToSignIn}</Link>
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              request.reset();
              setSentTo(null);
            }}
          >
            {T.sendAnother}
          </Button>
        </div>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (request.isPending) return;
    setServerError(null);
    const parsed = requestPasswordResetSchema.safeParse({ email });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? AUTH_FORM_TEXT.genericError);
      emailInput.current?.focus();
      return;
    }
    setFieldError(null);
    request.mutate(parsed.data, {
      onSuccess: () => setSentTo(parsed.data.email),
      onError: (error) => {
        const { message, fields } = describeError(error, isEmailField);
        if (fields.email) {
          setFieldError(fields.email);
          emailInput.current?.focus();
        } else setServerError(message);
      },
    });
  };

  const errorId = `${id}-email-error`;
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-busy={request.isPending || undefined}
      className="grid gap-4"
    >
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-email`}>{AUTH_FORM_TEXT.email}</Label>
        <Input
          ref={emailInput}
          id={`${id}-email`}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={254}
          required
          autoFocus
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setFieldError(null);
          }}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? errorId : undefined}
        />
        {fieldError && (
          <p id={errorId} className="text-xs font-medium text-danger">
            {fieldError}
          </p>
        )}
      </div>
      {serverError && <ErrorBanner>{serverError}</ErrorBanner>}
      <Button type="submit" className="w-full" disabled={request.isPending}>
        {request.isPending && <Loader2 className="animate-spin" aria-hidden />}
        {request.isPending ? T.sending : T.send}
      </Button>
      <Link href={paths.signIn} className={`${linkClasses} justify-self-center text-sm`}>
        {T.backToSignIn}
      </Link>
    </form>
  );
}
