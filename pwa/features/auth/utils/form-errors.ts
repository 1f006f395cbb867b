/**
 * Form checking with the contract's own schemas (the rules the API applies), their messages shown in the
 * interface language, and the API's answers turned into messages a person can act on. Loads zod: use it
 * only from the lazily loaded account pages, never from the app frame.
 */
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import {
  AUTH_MESSAGES,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from '@contract/auth';
import { ApiError } from '../../../lib/api-client';
import { apiFieldErrors, schemaFieldErrors, topLevelField, type FieldErrors } from '../../../lib/form-errors';

type AuthT = TFunction<'auth'>;
type MessageKey = keyof typeof AUTH_MESSAGES;

const KEY_BY_MESSAGE = new Map<string, MessageKey>(
  Object.entries(AUTH_MESSAGES).map(([key, message]) => [message, key as MessageKey]),
);

/** The number in each message that has one (its translations have plural forms). */
const COUNT_OF: Partial<Record<MessageKey, number>> = {
  usernameTooShort: USERNAME_MIN_LENGTH,
  usernameTooLong: USERNAME_MAX_LENGTH,
  emailTooLong: EMAIL_MAX_LENGTH,
  passwordTooShort: PASSWORD_MIN_LENGTH,
  passwordTooLong: PASSWORD_MAX_LENGTH,
  nameTooLong: NAME_MAX_LENGTH,
};

/** One of the contract's validation messages in the interface language; any other text as it is. */
export function translateValidation(t: AuthT, message: string): string {
  const key = KEY_BY_MESSAGE.get(message);
  if (!key) return message;
  const count = COUNT_OF[key];
  return count === undefined ? t(`validation.${key}`) : t(`validation.${key}`, { count });
}

/** Checks `values` with the schema: the first problem of each of `fields`, translated. Empty when valid. */
export function validate<F extends string>(
  schema: z.ZodType,
  values: Record<string, unknown>,
  fields: readonly F[],
  t: AuthT,
): FieldErrors<F> {
  return schemaFieldErrors(schema, values, {
    fieldOf: topLevelField(fields),
    messageOf: (message) => translateValidation(t, message),
  });
}

/** The API's per-field problems of a 400 answer, for the fields the form has. */
export function serverFieldErrors<F extends string>(error: unknown, fields: readonly F[], t: AuthT): FieldErrors<F> {
  return apiFieldErrors(
    error,
    { fieldOf: topLevelField(fields), messageOf: (message) => translateValidation(t, message) },
    { status: 400 },
  );
}

const WAIT = /(\d+) (second|minute)s?\b/;

/**
 * A 429 answer's message in the interface language, with the wait the API named ("Too many attempts.
 * Please wait 15 minutes and try again."); the API's own words when they name no wait.
 */
export function rateLimitMessage(error: ApiError, t: AuthT): string {
  const message = error.body?.message ?? '';
  const wait = WAIT.exec(message);
  if (!wait) return message || t('errors.generic');
  const count = Number(wait[1]);
  return wait[2] === 'second' ? t('errors.rateLimitedSeconds', { count }) : t('errors.rateLimitedMinutes', { count });
}

/**
 * What to tell a person when a call failed in a way the form cannot fix: the rate limit with its wait,
 * "you are offline" when the request never reached the API, else `fallback` (the form's generic notice).
 */
export function failureMessage(error: unknown, t: AuthT, fallback: string): string {
  if (error instanceof ApiError) return error.status === 429 ? rateLimitMessage(error, t) : fallback;
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return t('errors.offline');
  return fallback;
}

export function isApiError(error: unknown, status: number, code?: string): error is ApiError {
  return error instanceof ApiError && error.status === status && (code === undefined || error.code === code);
}
