// Accounts (spec 1 §3 "Current user", §7 auth calls): request bodies we accept and the user shapes we answer.
import { z } from 'zod';
import { ROLES } from '../roles';
import { safeText } from './text';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

// Every string field below starts from safeText(), so NUL and lone surrogates get a 400 before anything else.
const email = safeText()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email('Please enter a valid email address.'));

export const NAME_MAX = 80;
export const IMAGE_URL_MAX = 2048;

/** A display name, the same rule at sign-up and when it is changed later. */
const displayName = safeText()
  .trim()
  .min(1, 'Please enter your name.')
  .max(NAME_MAX, `Your name must be at most ${NAME_MAX} characters.`);

/** Where the browser will load a profile picture from: only https, so never a `javascript:` or `data:` URL. */
const imageUrl = safeText()
  .trim()
  .max(IMAGE_URL_MAX, `The picture address must be at most ${IMAGE_URL_MAX} characters.`)
  .pipe(
    z.url({
      protocol: /^https$/,
      hostname: z.regexes.domain,
      error: 'The picture must be an https:// address.',
    }),
  );

const callbackURL = safeText().max(500);

/** A password being chosen: at sign-up and at a reset. */
const newPassword = safeText()
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters.`);

// `.strict()`: a body that tries to set anything else (roles, ids, verification) is refused, not ignored.
export const signUpRequestSchema = z
  .object({
    name: displayName,
    email,
    password: newPassword,
    callbackURL: callbackURL.optional(),
    rememberMe: z.boolean().optional(),
  })
  .strict();
export type SignUpRequest = z.input<typeof signUpRequestSchema>;

export const signInRequestSchema = z
  .object({
    email,
    password: safeText().min(1, 'Please enter your password.').max(PASSWORD_MAX),
    callbackURL: callbackURL.optional(),
    rememberMe: z.boolean().optional(),
  })
  .strict();
export type SignInRequest = z.input<typeof signInRequestSchema>;

/** POST /api/auth/request-password-reset: mails a reset link when the address has an account. */
export const requestPasswordResetSchema = z.object({ email }).strict();
export type RequestPasswordReset = z.input<typeof requestPasswordResetSchema>;

/** POST /api/auth/reset-password: the token from the mailed link and the new password. */
export const resetPasswordRequestSchema = z
  .object({ token: safeText().min(1).max(200), newPassword })
  .strict();
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

/**
 * POST /api/auth/update-user: what a signed-in user may change about themselves. Better Auth's own endpoint
 * takes any JSON (it stored `["a","b"]` as "a,b"); this is checked in front of it. Null removes the picture.
 */
export const updateUserRequestSchema = z
  .object({
    name: displayName.optional(),
    image: imageUrl.nullable().optional(),
  })
  .strict();
export type UpdateUserRequest = z.input<typeof updateUserRequestSchema>;

export const roleSchema = z.enum(ROLES);

/** GET /api/auth/me */
export const sessionUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  firstName: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  createdAt: z.string(),
  roles: z.array(roleSchema),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;
export const meResponseSchema = z.object({ user: sessionUserSchema });

/** GET /api/auth/user: the identity-provider shape the spec's client reads. */
export const authUserResponseSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  imageUrl: z.string().nullable(),
  emailAddresses: z.array(z.object({ emailAddress: z.string() })),
  createdAt: z.string(),
  publicMetadata: z.object({ roles: z.array(roleSchema) }),
});

/**
 * How a forgotten password is reset: the link is mailed (`email`), written to the server log (`server-log`:
 * development without SMTP_URL), or not offered at all (`off`: production without SMTP_URL).
 */
export const PASSWORD_RESET_DELIVERIES = ['email', 'server-log', 'off'] as const;
export type PasswordResetDelivery = (typeof PASSWORD_RESET_DELIVERIES)[number];

/** GET /api/auth/providers: which sign-in methods this server offers. */
export const authProvidersResponseSchema = z.object({
  emailPassword: z.literal(true),
  social: z.array(z.object({ id: z.string(), name: z.string() })),
  passwordReset: z.enum(PASSWORD_RESET_DELIVERIES),
});
export type AuthProviders = z.infer<typeof authProvidersResponseSchema>;

/** PUT /api/admin/users/:id/roles */
export const setRolesRequestSchema = z
  .object({ roles: z.array(roleSchema).max(ROLES.length) })
  .strict();

/** The first word of a display name ('User' when there is none). */
export function firstNameOf(name: string | null | undefined): string {
  return name?.trim().split(/\s+/)[0] || 'User';
}
