/**
 * Client error reports (POST /api/errors/log): what the PWA's error boundary sends. The server keeps
 * them for the admin's error-log view. Over-long texts are cut, not refused (a report of a huge error is
 * still a report); bodies over ERROR_LOG_MAX_BODY_BYTES are refused with 413.
 */
import { z } from 'zod';
import { cleanText, cleanedText } from './free-text';
import { stripSecrets, truncateText } from './strip-secrets';

export { REMOVED, stripSecrets, truncateText } from './strip-secrets';

export const ERROR_LOG_MAX_BODY_BYTES = 16 * 1024;

export const ERROR_LOG_LIMITS = {
  errorType: 100,
  message: 2000,
  component: 300,
  stack: 8000,
  route: 1000,
  userAgent: 500,
  requestData: 4000,
} as const;

/** Request data whose JSON is too long is kept as a cut text under `truncated`. */
function capRequestData(value: Record<string, unknown>): Record<string, unknown> {
  const json = JSON.stringify(value);
  return json.length <= ERROR_LOG_LIMITS.requestData
    ? value
    : { truncated: truncateText(json, ERROR_LOG_LIMITS.requestData) };
}

/** Reported text is cleaned, never refused for its characters (NUL, control characters, unpaired surrogates). */
const text = (max: number, multiline = true) =>
  cleanedText({ multiline }).transform((value) => truncateText(value, max));
const optionalText = (max: number, multiline = true) =>
  text(max, multiline)
    .nullish()
    .transform((value) => value ?? null);

/** Every string in reported request data (keys too) cleaned as multi-line text. */
function cleanDeep(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return cleanText(value, { multiline: true });
  if (depth > 20 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => cleanDeep(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [cleanText(key), cleanDeep(item, depth + 1)]));
}

export const errorLogRequestSchema = z.strictObject({
  /** The kind of error, e.g. the JavaScript error's name ("TypeError") or a code such as "renderError". */
  errorType: cleanedText()
    .trim()
    .min(1, 'errorType is required')
    .transform((value) => truncateText(value, ERROR_LOG_LIMITS.errorType)),
  message: text(ERROR_LOG_LIMITS.message),
  /** Where it happened, e.g. the React component stack's first component. */
  component: optionalText(ERROR_LOG_LIMITS.component, false),
  stack: optionalText(ERROR_LOG_LIMITS.stack),
  /** The page's path (with query and hash) when the error happened. */
  route: optionalText(ERROR_LOG_LIMITS.route, false),
  userAgent: optionalText(ERROR_LOG_LIMITS.userAgent, false),
  /**
   * What the page was doing, e.g. the failed API call (method, path, status, request id, body). The server
   * strips secrets again (stripSecrets) and cuts it to ERROR_LOG_LIMITS.requestData characters of JSON.
   */
  requestData: z
    .record(z.string(), z.unknown())
    .nullish()
    .transform((value) => (value ? capRequestData(cleanDeep(stripSecrets(value)) as Record<string, unknown>) : null)),
});

export type ErrorLogRequest = z.input<typeof errorLogRequestSchema>;
export type ErrorLogEntry = z.output<typeof errorLogRequestSchema>;

export const ERROR_LOG_STATUSES = ['unresolved', 'resolved'] as const;
export type ErrorLogStatus = (typeof ERROR_LOG_STATUSES)[number];

/** 201 from POST /api/errors/log. */
export interface ErrorLogResponse {
  success: true;
  id: string;
}
