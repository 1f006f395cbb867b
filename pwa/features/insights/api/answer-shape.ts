/**
 * AI answers may arrive as an object or as a JSON string, with each section as a list of lines or as one
 * string: the shared first steps of reading the analysis and the comparison.
 */

/** The answer as a record, or null when it is neither an object nor a JSON string of one. */
export function answerRecord(raw: unknown): Record<string, unknown> | null {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
}

const isLines = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((line) => typeof line === 'string');

/** A section as lines: a list as it is, a non-blank string as one line, anything else as none. */
export function asLines(value: unknown): string[] {
  return isLines(value) ? value : typeof value === 'string' && value.trim() ? [value] : [];
}
