/**
 * Client error reports (POST /api/errors/log): what the PWA's error boundary sends. The server keeps
 * them for the admin's error-log view. Over-long texts are cut, not refused (a report of a huge error is
 * still a report); bodies over ERROR_LOG_MAX_BODY_BYTES are refused with 413.
 */
import { z } from 'zod';

export const ERROR_LOG_MAX_BODY_BYTES = 16 * 1024;

export const ERROR_LOG_LIMITS = {
  errorType: 100,
  message: 2000,
  component: 300,
  stack: 8000,
  route: 1000,
  userAgent: 500,
} as const;

/** Cuts a text to `max` characters, marking the cut with an ellipsis. */
export function truncateText(value: string, max: number): string {
  const characters = [...value];
  return characters.length <= max ? value : `${characters.slice(0, max - 1).join('')}…`;
}

const text = (max: number) => z.string().transform((value) => truncateText(value, max));
const optionalText = (max: number) => text(max).nullish().transform((value) => value ?? null);

export const errorLogRequestSchema = z.strictObject({
  /** The kind of error, e.g. the JavaScript error's name ("TypeError") or a code such as "renderError". */
  errorType: z.string().trim().min(1, 'errorType is required').transform((value) => truncateText(value, ERROR_LOG_LIMITS.errorType)),
  message: text(ERROR_LOG_LIMITS.message),
  /** Where it happened, e.g. the React component stack's first component. */
  component: optionalText(ERROR_LOG_LIMITS.component),
  stack: optionalText(ERROR_LOG_LIMITS.stack),
  /** The page's path (with query and hash) when the error happened. */
  route: optionalText(ERROR_LOG_LIMITS.route),
  userAgent: optionalText(ERROR_LOG_LIMITS.userAgent),
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
