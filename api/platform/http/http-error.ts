import type { ApiErrorBody } from '@contract/api-error';
import type { z } from 'zod';

/** An error the client is told about as it is: status, stable code and a message for people. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  toBody(): ApiErrorBody {
    return { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) };
  }
}

export function notFound(message: string): HttpError {
  return new HttpError(404, 'not_found', message);
}

/** A 400 naming each failing field, e.g. "Invalid request: minYear (Too small: expected number to be >=1900)". */
export function validationError(error: z.ZodError, source: 'body' | 'query' | 'params' = 'body'): HttpError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const unknownKeys = issue.code === 'unrecognized_keys' ? issue.keys : [];
    for (const key of unknownKeys) fields[[...issue.path, key].join('.')] = 'Unknown field';
    if (unknownKeys.length > 0) continue;
    const path = issue.path.join('.') || source;
    fields[path] ??= issue.message;
  }
  const summary = Object.entries(fields)
    .map(([field, problem]) => `${field} (${problem})`)
    .join(', ');
  return new HttpError(400, 'validation_failed', `Invalid request: ${summary}`, fields);
}

/** Parses with the contract's schema or throws a 400 that names the failing fields. */
export function parseOrThrow<S extends z.ZodType>(
  schema: S,
  data: unknown,
  source: 'body' | 'query' | 'params' = 'body',
): z.output<S> {
  const result = schema.safeParse(data);
  if (!result.success) throw validationError(result.error, source);
  return result.data;
}
