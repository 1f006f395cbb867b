/**
 * The problems a form's data has, put beside the fields they concern. The contract's schemas (checked on the
 * device) and the API (a 4xx answer's `fields`) both name a problem by its path into the data sent: a zod
 * issue's `path`, or a dotted key such as `additionalDetails.powerKw`. A form says which of its fields a path
 * belongs to and how the message reads; the first problem of each field is the one shown. The schema is handed
 * in, so this module loads no zod and may be used anywhere.
 */
import { ApiError } from './api-client';

/** One message per form field. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export type ProblemPath = readonly PropertyKey[];

/** A problem at a place in the data: a zod issue, or one entry of an error answer's `fields`. */
export interface FieldProblem {
  readonly path: ProblemPath;
  readonly message: string;
}

export interface FieldMapping<F extends string> {
  /** The form field a problem's path belongs to; undefined when the form shows the problem nowhere. */
  fieldOf: (path: ProblemPath) => F | undefined;
  /** The text shown beside the field (translated or reworded); the problem's own message when absent. */
  messageOf?: (message: string, field: F, path: ProblemPath) => string;
}

/** Anything with zod's `safeParse` (the contract's schemas). */
interface SafeParser {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly FieldProblem[] } };
}

/** The problems put beside the fields, the first one of each field kept, in the order they came. */
export function fieldErrorsOf<F extends string>(
  problems: readonly FieldProblem[],
  { fieldOf, messageOf }: FieldMapping<F>,
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const { path, message } of problems) {
    const field = fieldOf(path);
    if (field !== undefined) errors[field] ??= messageOf ? messageOf(message, field, path) : message;
  }
  return errors;
}

/** Checks `values` with the schema: the problems found, beside their fields. Empty when valid. */
export function schemaFieldErrors<F extends string>(
  schema: SafeParser,
  values: unknown,
  mapping: FieldMapping<F>,
): FieldErrors<F> {
  const result = schema.safeParse(values);
  return result.success ? {} : fieldErrorsOf(result.error.issues, mapping);
}

/**
 * The per-field problems an API error answer names (its dotted keys split into paths); none for any other
 * error, nor when `status` is given and the answer's differs.
 */
export function apiFieldProblems(error: unknown, status?: number): FieldProblem[] {
  if (!(error instanceof ApiError) || !error.body?.fields || (status !== undefined && error.status !== status))
    return [];
  return Object.entries(error.body.fields).map(([key, message]) => ({ path: key.split('.'), message }));
}

/** An API error answer's per-field problems, beside the form's fields (see `apiFieldProblems`). */
export function apiFieldErrors<F extends string>(
  error: unknown,
  mapping: FieldMapping<F>,
  { status }: { status?: number } = {},
): FieldErrors<F> {
  return fieldErrorsOf(apiFieldProblems(error, status), mapping);
}

/** For a flat form: the field a path starts with, when the form has it (`email` for `['email']`). */
export function topLevelField<F extends string>(fields: readonly F[]): (path: ProblemPath) => F | undefined {
  return (path) => {
    const first = path[0];
    return typeof first === 'string' && (fields as readonly string[]).includes(first) ? (first as F) : undefined;
  };
}

/** For a form that shows nested data flat: the path's last name (`powerKw` for `additionalDetails.powerKw`). */
export function leafField(path: ProblemPath): string | undefined {
  const last = path.at(-1);
  return typeof last === 'string' ? last : undefined;
}

/**
 * Moves the focus to the first field that has an error, in `order` (the form's order; by default the order the
 * errors were found): its input named after it, or the input inside the group marked `data-field`. Answers
 * whether there was one.
 */
export function focusFirstError<F extends string>(
  form: HTMLFormElement | null,
  errors: FieldErrors<F>,
  order: readonly F[] = Object.keys(errors) as F[],
): boolean {
  const first = order.find((field) => errors[field]);
  if (!first) return false;
  form?.querySelector<HTMLElement>(`[name="${first}"], [data-field="${first}"] input`)?.focus();
  return true;
}
