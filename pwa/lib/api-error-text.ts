/**
 * What to tell a person about a refused request, in the interface's language. The API's messages are English:
 * in English they are shown as they are (they name the limit or the field), in Croatian and German the
 * answer's `code` picks a written text (common.json, `apiError`), and a code without one a general sentence.
 * Undefined for anything but an API answer (no connection: the caller says so in its own words).
 */
import { useCallback } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  MAX_CAR_PHOTOS,
  MAX_PHOTO_BYTES,
  MAX_PHOTO_PIXELS,
  MAX_PHOTO_UPLOAD_BYTES,
  MAX_PHOTOS_PER_REQUEST,
} from '@contract/photo-limits';
import { ApiError } from './api-client';
import { useLanguage } from './i18n';
import type { Language } from './language';

/** Codes that say the same thing to a person. */
const SAME_AS: Record<string, string> = {
  malformed_multipart: 'no_photo',
  rate_limit_exceeded: 'rate_limited',
  unauthenticated: 'unauthorized',
  bad_request: 'validation_failed',
  invalid_request: 'validation_failed',
  invalid_json: 'validation_failed',
  request_timeout: 'unavailable',
  timeout: 'unavailable',
};

/** The codes with a text of their own (common.json, `apiError`; the rest get `apiError.other`). */
export const API_ERROR_CODES: ReadonlySet<string> = new Set([
  'not_a_photo',
  'photo_too_large',
  'photo_upload_too_large',
  'photo_too_many_pixels',
  'too_many_photos',
  'too_many_photos_in_request',
  'unknown_photo',
  'photo_order_mismatch',
  'no_photo',
  'images_busy',
  'not_publishable',
  'import_unreadable',
  'unreachable',
  'host_not_allowed',
  'conflict',
  'rate_limited',
  'csrf_invalid',
  'unauthorized',
  'forbidden',
  'not_found',
  'validation_failed',
  'payload_too_large',
  'quota_exceeded',
  'internal_error',
  'unavailable',
]);

const MB = 1024 * 1024;

export function apiErrorText(error: unknown, t: TFunction<'common'>, language: Language): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const message = error.body?.message;
  if (language === 'en' && message) return message;
  const code = error.code && (SAME_AS[error.code] ?? error.code);
  if (!code || !API_ERROR_CODES.has(code)) return t('apiError.other', { ns: 'common' });
  return t(`apiError.${code}` as 'apiError.other', {
    ns: 'common',
    photoMb: MAX_PHOTO_BYTES / MB,
    uploadMb: MAX_PHOTO_UPLOAD_BYTES / MB,
    megapixels: MAX_PHOTO_PIXELS / 1_000_000,
    photos: MAX_CAR_PHOTOS,
    perRequest: MAX_PHOTOS_PER_REQUEST,
  });
}

/** `apiErrorText` in the interface's language, for components and hooks. */
export function useApiErrorText(): (error: unknown) => string | undefined {
  const { t } = useTranslation('common');
  const language = useLanguage();
  return useCallback((error: unknown) => apiErrorText(error, t, language), [t, language]);
}
