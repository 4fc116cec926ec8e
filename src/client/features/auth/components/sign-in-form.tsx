// The e-mail + password form with its "Sign in" / "Create account" tabs and the configured social buttons.
// Loaded lazily (the modal and /sign-in), so zod and the form code stay out of the first page load.
import { Loader2 } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'wouter';
import { signInRequestSchema, signUpRequestSchema } from '@shared/schemas/auth';
import { Button } from '@client/components/ui/button';
import { Input, Label } from '@client/components/ui/input';
import { toast } from '@client/components/ui/toast';
import { paths } from '@client/config/paths';
import { HttpError } from '@client/lib/api-client';
import { cn } from '@client/lib/cn';
import {
  usePasswordResetDelivery,
  useSocialProviders,
  type SocialProvider,
} from '../api/get-auth-providers';
import { useSignInEmail } from '../api/sign-in-email';
import { useSignUpEmail } from '../api/sign-up-email';
import { useSocialSignIn } from '../api/sign-in-social';
import { describeError as describeAuthError, ErrorBanner, PasswordInput } from './auth-form-parts';
import { AUTH_FORM_TEXT, type AuthMode } from './auth-text';
import { ProviderIcon } from './provider-icons';

type FieldName = 'name' | 'email' | 'password';
type FieldErrors = Partial<Record<FieldName, string>>;
const FIELD_ORDER: readonly FieldName[] = ['name', 'email', 'password'];
const isFieldName = (value: unknown): value is FieldName =>
  typeof value === 'string' && (FIELD_ORDER as readonly string[]).includes(value);

export interface SignInFormProps {
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  /** Called once the session user has been reloaded (the header already shows the avatar). */
  onSignedIn?: (mode: AuthMode) => void;
  /** Focus the first field when the form appears (the modal). */
  autoFocus?: boolean;
  /** Where a social provider sends the visitor back to after signing in. */
  callbackURL?: string;
  /** A message to show before anything is submitted (a failed social sign-in on /sign-in). */
  initialError?: string | null;
  /** Called when a link leads away from the form (the modal closes). */
  onLeave?: () => void;
}

const describeError = (error: unknown) => describeAuthError(error, isFieldName);

function SocialButtons({
  providers,
  callbackURL,
  disabled,
  onError,
}: {
  providers: SocialProvider[];
  callbackURL: string;
  disabled: boolean;
  onError: (message: string) => void;
}) {
  const social = useSocialSignIn();
  // After a successful start the browser is on its way to the provider: keep the buttons busy.
  const busy = social.isPending || social.isSuccess;
  const compact = providers.length > 2;
  const start = (provider: SocialProvider) =>
    social.mutate(
      { provider: provider.id, callbackURL },
      {
        onError: (error) => {
          const { message } = describeError(error);
          onError(
            error instanceof HttpError && message
              ? message
              : AUTH_FORM_TEXT.socialError(provider.name),
          );
        },
      },
    );
  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-3 text-xs font-medium text-muted-foreground">
        <span className="h-px flex-1 bg-border" aria-hidden />
        {AUTH_FORM_TEXT.socialDivider}
        <span className="h-px flex-1 bg-border" aria-hidden />
      </div>
      {/* One or two providers get full-width "Continue with ..." buttons; more share a two-column grid
          with just their names, which still fits a 360 px screen. */}
      <div className={cn('grid gap-2', compact && 'grid-cols-2')}>
        {providers.map((provider) => {
          const active = busy && social.variables?.provider === provider.id;
          const label = AUTH_FORM_TEXT.socialButton(provider.name);
          return (
            <Button
              key={provider.id}
              variant="outline"
              disabled={disabled || busy}
              aria-busy={active || undefined}
              aria-label={compact ? label : undefined}
              title={compact ? label : undefined}
              onClick={() => start(provider)}
              size={compact ? 'md-tight' : 'md'}
              className={cn('w-full min-w-0', compact && 'last:odd:col-span-2')}
            >
              {active ? (
                <Loader2 className="animate-spin" aria-hidden />
              ) : (
                <ProviderIcon id={provider.id} />
              )}
              <span className="truncate">
                {active ? AUTH_FORM_TEXT.socialRedirecting : compact ? provider.name : label}
              </span>
            </Button>
          );
        })}
      </div>
    </div>
  );
}

export default function SignInForm({
  mode,
  onModeChange,
  onSignedIn,
  autoFocus = false,
  callbackURL = paths.home,
  initialError = null,
  onLeave,
}: SignInFormProps) {
  const id = useId();
  const fieldId = (name: FieldName) => `${id}-${name}`;
  const [values, setValues] = useState({ name: '', email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(initialError);
  const signIn = useSignInEmail();
  const signUp = useSignUpEmail();
  const providers = useSocialProviders();
  const offersPasswordReset = usePasswordResetDelivery() !== 'off';
  const pending = signIn.isPending || signUp.isPending;

  const nameInput = useRef<HTMLInputElement>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const inputs = { name: nameInput, email: emailInput, password: passwordInput };
  const focusedOnce = useRef(false);
  useEffect(() => {
    if (!autoFocus || focusedOnce.current) return;
    focusedOnce.current = true;
    (mode === 'sign-up' ? nameInput : emailInput).current?.focus();
  }, [autoFocus, mode]);

  const switchMode = (next: string) => {
    if (next !== 'sign-in' && next !== 'sign-up') return;
    setErrors({});
    setServerError(null);
    onModeChange(next);
  };

  const update = (name: FieldName) => (value: string) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => (previous[name] ? { ...previous, [name]: undefined } : previous));
  };

  const showFieldErrors = (fields: FieldErrors) => {
    setErrors(fields);
    const first = FIELD_ORDER.find((name) => fields[name]);
    if (first) inputs[first].current?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setServerError(null);
    const parsed =
      mode === 'sign-up'
        ? signUpRequestSchema.safeParse(values)
        : signInRequestSchema.safeParse({ email: values.email, password: values.password });
    if (!parsed.success) {
      const fields: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (isFieldName(field)) fields[field] ??= issue.message;
      }
      showFieldErrors(fields);
      return;
    }
    setErrors({});
    const request =
      mode === 'sign-up'
        ? signUp.mutateAsync({
            name: values.name.trim(),
            email: parsed.data.email,
            password: values.password,
          })
        : signIn.mutateAsync({ email: parsed.data.email, password: values.password });
    request.then(
      () => {
        toast(
          mode === 'sign-up'
            ? { title: AUTH_FORM_TEXT.welcome, description: AUTH_FORM_TEXT.welcomeDescription }
            : { title: AUTH_FORM_TEXT.signedIn },
        );
        onSignedIn?.(mode);
      },
      (error: unknown) => {
        const { message, fields } = describeError(error);
        setServerError(message);
        if (Object.keys(fields).length > 0) showFieldErrors(fields);
        // A wrong password is retyped, not edited.
        if (error instanceof HttpError && error.status === 401) {
          setValues((previous) => ({ ...previous, password: '' }));
          passwordInput.current?.focus();
        }
      },
    );
  };

  const describedBy = (name: FieldName, hint?: boolean) =>
    errors[name] ? `${fieldId(name)}-error` : hint ? `${fieldId(name)}-hint` : undefined;

  const field = (name: FieldName, label: string, input: ReactNode, hint?: string) => (
    <div className="grid gap-1.5">
      <Label htmlFor={fieldId(name)}>{label}</Label>
      {input}
      {errors[name] ? (
        <p id={`${fieldId(name)}-error`} className="text-xs font-medium text-danger">
          {errors[name]}
        </p>
      ) : (
        hint && (
          <p id={`${fieldId(name)}-hint`} className="text-xs text-muted-foreground">
            {hint}
          </p>
        )
      )}
    </div>
  );

  const inputProps = (name: FieldName, hint?: boolean) => ({
    id: fieldId(name),
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => update(name)(event.target.value),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': describedBy(name, hint),
    required: true,
  });

  const form = (
    <form onSubmit={submit} noValidate aria-busy={pending || undefined} className="grid gap-4">
      {mode === 'sign-up' &&
        field(
          'name',
          AUTH_FORM_TEXT.name,
          <Input ref={nameInput} {...inputProps('name')} autoComplete="name" maxLength={80} />,
        )}
      {field(
        'email',
        AUTH_FORM_TEXT.email,
        <Input
          ref={emailInput}
          {...inputProps('email')}
          type="email"
          inputMode="email"
          autoComplete={mode === 'sign-up' ? 'email' : 'username'}
          autoCapitalize="none"
          spellCheck={false}
          maxLength={254}
        />,
      )}
      {field(
        'password',
        AUTH_FORM_TEXT.password,
        <PasswordInput
          ref={passwordInput}
          {...inputProps('password', mode === 'sign-up')}
          autoComplete={mode === 'sign-up' ? 'new-password' : 'current-password'}
        />,
        mode === 'sign-up' ? AUTH_FORM_TEXT.passwordHint : undefined,
      )}
      {mode === 'sign-in' && offersPasswordReset && (
        <Link
          href={paths.forgotPassword}
          onClick={onLeave}
          className="-mt-2 justify-self-end rounded-sm text-sm font-medium text-primary underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {AUTH_FORM_TEXT.forgotPassword}
        </Link>
      )}
      {serverError && <ErrorBanner>{serverError}</ErrorBanner>}
      <Button type="submit" className="w-full" disabled={pending}>
        {pending && <Loader2 className="animate-spin" aria-hidden />}
        {pending ? AUTH_FORM_TEXT.pending[mode] : AUTH_FORM_TEXT.submit[mode]}
      </Button>
    </form>
  );

  const tabClasses =
    'cursor-pointer rounded-md px-2 py-1.5 text-sm font-semibold text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring data-[state=active]:bg-surface data-[state=active]:text-foreground data-[state=active]:shadow-sm dark:data-[state=active]:bg-input whitespace-nowrap';

  return (
    <div className="grid gap-5">
      <Tabs.Root value={mode} onValueChange={switchMode}>
        <Tabs.List
          aria-label={AUTH_FORM_TEXT.modeTabs}
          className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1"
        >
          <Tabs.Trigger value="sign-in" className={tabClasses}>
            {AUTH_FORM_TEXT.tab['sign-in']}
          </Tabs.Trigger>
          <Tabs.Trigger value="sign-up" className={tabClasses}>
            {AUTH_FORM_TEXT.tab['sign-up']}
          </Tabs.Trigger>
        </Tabs.List>
        {/* The panels hold focusable fields, so they are not tab stops themselves. */}
        <Tabs.Content value="sign-in" tabIndex={-1} className="mt-5 outline-none">
          {mode === 'sign-in' && form}
        </Tabs.Content>
        <Tabs.Content value="sign-up" tabIndex={-1} className="mt-5 outline-none">
          {mode === 'sign-up' && form}
        </Tabs.Content>
      </Tabs.Root>
      {providers.length > 0 && (
        <SocialButtons
          providers={providers}
          callbackURL={callbackURL}
          disabled={pending}
          onError={setServerError}
        />
      )}
      {mode === 'sign-up' && (
        <p className="text-center text-xs text-muted-foreground">
          {AUTH_FORM_TEXT.termsNotice}{' '}
          <Link
            href={`${paths.termsOfService}?from=app`}
            className="font-medium text-primary underline-offset-2 hover:underline"
          >
            Terms of Service
          </Link>{' '}
          and{' '}
          <Link
            href={`${paths.privacyPolicy}?from=app`}
            className="font-medium text-primary underline-offset-2 hover:underline"
          >
            Privacy Policy
          </Link>
          .
        </p>
      )}
    </div>
  );
}
