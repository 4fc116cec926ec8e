// Pieces shared by the auth forms (sign-in/sign-up, forgot password, reset password): the error banner, how a
// failed call is explained, and the password input with its show/hide button.
import { AlertCircle, Eye, EyeOff } from 'lucide-react';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { Input } from '@client/components/ui/input';
import { HttpError } from '@client/lib/api-client';
import { SessionNotKeptError } from '../api/refresh-current-user';
import { AUTH_FORM_TEXT } from './auth-text';

export function ErrorBanner({ children }: { children: ReactNode }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-2 rounded-md border border-danger/40 bg-danger/10 px-3 py-2.5 text-sm font-medium text-danger"
    >
      <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
      <p>{children}</p>
    </div>
  );
}

/** The parsed body of one of our JSON error answers (empty when it is not one). */
export function errorBodyOf(error: HttpError): {
  error?: unknown;
  code?: unknown;
  details?: unknown;
} {
  try {
    return JSON.parse(error.body) as { error?: unknown; code?: unknown; details?: unknown };
  } catch {
    // Not our JSON error format (a proxy page, say).
    return {};
  }
}

/** What to tell the visitor about a failed call: a message above the button and/or messages on fields. */
export function describeError<Field extends string>(
  error: unknown,
  isField: (value: unknown) => value is Field,
): { message: string | null; fields: Partial<Record<Field, string>> } {
  if (error instanceof SessionNotKeptError)
    return { message: AUTH_FORM_TEXT.sessionNotKept, fields: {} };
  if (error instanceof HttpError) {
    const body = errorBodyOf(error);
    const fields: Partial<Record<Field, string>> = {};
    if (body.code === 'VALIDATION_FAILED' && Array.isArray(body.details)) {
      for (const detail of body.details as { field?: unknown; message?: unknown }[]) {
        if (isField(detail.field) && typeof detail.message === 'string')
          fields[detail.field] ??= detail.message;
      }
    }
    if (Object.keys(fields).length > 0) return { message: null, fields };
    const message = typeof body.error === 'string' && body.error ? body.error : null;
    return { message: message ?? AUTH_FORM_TEXT.genericError, fields };
  }
  if (error instanceof TypeError) return { message: AUTH_FORM_TEXT.networkError, fields: {} };
  return { message: AUTH_FORM_TEXT.genericError, fields: {} };
}

/** A password input with a button that shows or hides what was typed. */
export function PasswordInput({
  id,
  className,
  ...props
}: ComponentProps<'input'> & { id: string }) {
  const [shown, setShown] = useState(false);
  return (
    <div className="relative">
      <Input
        id={id}
        {...props}
        type={shown ? 'text' : 'password'}
        maxLength={128}
        className={className ? `pr-11 ${className}` : 'pr-11'}
      />
      <button
        type="button"
        onClick={() => setShown((value) => !value)}
        aria-label={shown ? AUTH_FORM_TEXT.hidePassword : AUTH_FORM_TEXT.showPassword}
        aria-pressed={shown}
        aria-controls={id}
        className="absolute inset-y-0 right-0 flex w-10 cursor-pointer items-center justify-center rounded-r-md text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
      >
        {shown ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
      </button>
    </div>
  );
}
