/**
 * Accounts as the PWA and the API share them: roles, the request schemas of every auth call (the same
 * rules the forms apply, with the fixed validation messages), the response shapes and the stable error codes.
 */
import { z } from 'zod';
import { LANGUAGES } from './car';
import { freeText } from './free-text';
import { USER_TYPES } from './user-roles';

export {
  ADMIN_AREA_USER_TYPES,
  DEALER_AREA_USER_TYPES,
  USER_TYPES,
  avatarLetter,
  canUseAdminArea,
  canUseDealerArea,
  type UserType,
} from './user-roles';

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 32;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 50;
export const EMAIL_MAX_LENGTH = 254;

/** The fixed validation messages; the PWA shows them translated. */
export const AUTH_MESSAGES = {
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  usernameTooShort: `Username must be at least ${USERNAME_MIN_LENGTH} characters`,
  usernameTooLong: `Username must be at most ${USERNAME_MAX_LENGTH} characters`,
  usernameCharacters: 'Username may only contain letters, numbers, dots, hyphens and underscores',
  invalidEmail: 'Invalid email address',
  emailTooLong: `Email address must be at most ${EMAIL_MAX_LENGTH} characters`,
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  confirmPasswordRequired: 'Please confirm your password',
  passwordsDontMatch: "Passwords don't match",
  nameTooLong: `Name must be at most ${NAME_MAX_LENGTH} characters`,
  nameCharacters: 'Name must not contain control characters',
  invalidToken: 'The link is incomplete or invalid',
} as const;

/** Stable `code` values of the auth and role errors (the body is `ApiErrorBody`). */
export const AUTH_ERROR_CODES = {
  /** 401 on login: unknown account or wrong password (never says which). */
  invalidCredentials: 'invalid_credentials',
  /** 403 on login: right password, email not verified yet; offer POST /api/resend-verification. */
  emailNotVerified: 'email_not_verified',
  /** 409 on register. */
  usernameTaken: 'username_taken',
  /** 409 on register. */
  emailTaken: 'email_taken',
  /** 429 with a Retry-After header (seconds). */
  rateLimited: 'rate_limited',
  /** 401 on a protected route when signed out. */
  unauthenticated: 'unauthenticated',
  /** 403 on a protected route for the wrong role. */
  forbidden: 'forbidden',
  /** 400 on verify-email / reset-password: unknown token. */
  tokenInvalid: 'token_invalid',
  /** 400 on verify-email / reset-password: the link is older than its lifetime. */
  tokenExpired: 'token_expired',
  /** 400 on verify-email / reset-password: the link was used already. */
  tokenUsed: 'token_used',
} as const;

/** PWA pages the emailed links open, with the token in the `token` query parameter (plus /hr, /de prefixes). */
export const ACCOUNT_LINK_PAGES = { verifyEmail: '/verify-success', resetPassword: '/reset-password' } as const;
export const ACCOUNT_LINK_TOKEN_PARAM = 'token';

export const VERIFY_EMAIL_TOKEN_TTL_HOURS = 24;
export const RESET_PASSWORD_TOKEN_TTL_HOURS = 1;

const noFormatCharacters = /^\P{Cf}*$/u;

export const usernameSchema = z
  .string(AUTH_MESSAGES.usernameRequired)
  .trim()
  .normalize('NFC')
  .min(USERNAME_MIN_LENGTH, AUTH_MESSAGES.usernameTooShort)
  .max(USERNAME_MAX_LENGTH, AUTH_MESSAGES.usernameTooLong)
  .regex(/^[\p{L}\p{N}._-]+$/u, AUTH_MESSAGES.usernameCharacters);

/** Trimmed and lowercased, as accounts store it. */
export const emailSchema = z
  .string(AUTH_MESSAGES.invalidEmail)
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, AUTH_MESSAGES.emailTooLong)
  .pipe(z.email(AUTH_MESSAGES.invalidEmail));

export const newPasswordSchema = z
  .string(AUTH_MESSAGES.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong);

/** Optional first or last name: missing, null and blank all become null. */
const optionalNameSchema = freeText({ message: AUTH_MESSAGES.nameCharacters })
  .trim()
  .max(NAME_MAX_LENGTH, AUTH_MESSAGES.nameTooLong)
  .regex(noFormatCharacters, AUTH_MESSAGES.nameCharacters)
  .nullish()
  .transform((value) => value || null);

/** The emailed single-use token: 32 random bytes, base64url. */
export const accountTokenSchema = z
  .string(AUTH_MESSAGES.invalidToken)
  .regex(/^[A-Za-z0-9_-]{43}$/, AUTH_MESSAGES.invalidToken);

/** POST /api/register. `language` (default en) is the language of the account's emails. */
export const registerRequestSchema = z.strictObject({
  username: usernameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  firstName: optionalNameSchema,
  lastName: optionalNameSchema,
  language: z.enum(LANGUAGES).default('en'),
});
export type RegisterRequest = z.output<typeof registerRequestSchema>;

/** The registration form: the request plus the confirmation (not sent to the API). */
export const registerFormSchema = registerRequestSchema
  .extend({ confirmPassword: z.string().min(1, AUTH_MESSAGES.confirmPasswordRequired) })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: AUTH_MESSAGES.passwordsDontMatch,
  });

/** POST /api/login. `username` takes the username (any case) or the email address. */
export const loginRequestSchema = z.strictObject({
  username: z
    .string(AUTH_MESSAGES.usernameRequired)
    .trim()
    .min(1, AUTH_MESSAGES.usernameRequired)
    .max(EMAIL_MAX_LENGTH),
  password: z.string(AUTH_MESSAGES.passwordRequired).min(1, AUTH_MESSAGES.passwordRequired).max(PASSWORD_MAX_LENGTH),
});
export type LoginRequest = z.output<typeof loginRequestSchema>;

/** Calls without a payload (POST /api/logout, POST /api/cars/reset): nothing, or an empty object. */
export const emptyRequestSchema = z.strictObject({}).optional();

/** POST /api/forgot-password and POST /api/resend-verification. */
export const emailRequestSchema = z.strictObject({ email: emailSchema });

/** POST /api/verify-email. */
export const verifyEmailRequestSchema = z.strictObject({ token: accountTokenSchema });

/** POST /api/reset-password. */
export const resetPasswordRequestSchema = z.strictObject({ token: accountTokenSchema, password: newPasswordSchema });

/** The reset-password form: new password and its confirmation. */
export const resetPasswordFormSchema = z
  .strictObject({
    password: newPasswordSchema,
    confirmPassword: z.string().min(1, AUTH_MESSAGES.confirmPasswordRequired),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: AUTH_MESSAGES.passwordsDontMatch,
  });

/** The signed-in user as the API answers it (GET /api/user). Never carries the password hash. */
export const publicUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  userType: z.enum(USER_TYPES),
  emailVerified: z.boolean(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/**
 * POST /api/login: the user plus the session's new CSRF token (the old one stops working), and whether this
 * is the account's first sign-in ("Welcome" rather than "Welcome back").
 */
export const loginResponseSchema = publicUserSchema.extend({ csrfToken: z.string(), firstSignIn: z.boolean() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** Register, logout, verify, resend, forgot and reset answer this. */
export const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** GET /api/user/search-counts: today's use of the AI and voice searches. */
export const searchCountsSchema = z.object({
  aiSearchesUsed: z.number().int().min(0),
  voiceSearchesUsed: z.number().int().min(0),
});
export type SearchCounts = z.infer<typeof searchCountsSchema>;
