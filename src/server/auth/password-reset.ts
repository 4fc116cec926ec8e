// Forgotten passwords (Better Auth's own reset flow): where the single-use link goes. With SMTP_URL it is mailed;
// in development without it, it is written to the log (the page says so); in production without it the flow is
// off and the sign-in form does not offer it.
import type { PasswordResetDelivery } from '@shared/schemas/auth';
import type { Config } from '../config';
import type { Mailer } from '../providers/mail/mailer';

/** How long a reset link works (Better Auth's resetPasswordTokenExpiresIn, seconds). */
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;

/** The client page a reset link opens. */
export const RESET_PASSWORD_PAGE = '/reset-password';

export function passwordResetDelivery(
  config: Config,
  mailer: Mailer | undefined,
): PasswordResetDelivery {
  if (mailer) return 'email';
  return config.NODE_ENV === 'production' ? 'off' : 'server-log';
}

/** The link in the mail: our own page with the token, which posts it back with the new password. */
export function resetLink(baseUrl: string, token: string): string {
  const url = new URL(RESET_PASSWORD_PAGE, baseUrl);
  url.searchParams.set('token', token);
  return url.href;
}

export function resetMail(to: string, link: string) {
  return {
    to,
    subject: 'Reset your SlangBridge password',
    text: [
      'Someone (hopefully you) asked to reset the password of your SlangBridge account.',
      '',
      'Choose a new password here (the link works once, for 1 hour):',
      link,
      '',
      'If you did not ask for this, ignore this mail: your password stays as it is.',
    ].join('\n'),
  };
}

export interface ResetLinkDeps {
  mailer: Mailer | undefined;
  log: {
    warn(details: object, message: string): void;
    error(details: object, message: string): void;
  };
  /** Keeps a send going after the answer left (and lets shutdown wait for it). */
  trackBackgroundTask: (task: Promise<unknown>) => void;
}

/**
 * Delivers a reset link without making the request wait for it: the answer to an address with an account must not
 * take measurably longer than to one without (which has no mail to send).
 */
export function createResetLinkSender({ mailer, log, trackBackgroundTask }: ResetLinkDeps) {
  return (to: string, link: string): void => {
    if (!mailer) {
      log.warn({ to }, `Password reset link (not mailed: SMTP_URL is unset): ${link}`);
      return;
    }
    trackBackgroundTask(
      mailer.send(resetMail(to, link)).catch((error: unknown) => {
        log.error({ err: error }, 'Could not mail a password reset link');
      }),
    );
  };
}

export type ResetLinkSender = ReturnType<typeof createResetLinkSender>;
