/**
 * Free text people type (names, subjects, messages, search queries) and text clients report (error
 * logs), checked in one place. Refused or cleaned: NUL and the other C0/C1 control characters (line breaks
 * and tabs only where the field has several lines), unpaired UTF-16 surrogates (not text at all: they
 * become U+FFFD or fail when written as UTF-8, in mail, in MongoDB) and the bidirectional overrides that
 * make text read other than it is stored ("Trojan Source"). Zero-width joiners stay (emoji, scripts).
 * Accepted text is NFC-normalised, so "Š" typed two ways compares and stores the same.
 */
import { z } from 'zod';

export interface FreeTextOptions {
  /** Line breaks and tabs allowed (a message body), else one line (names, subjects, mail headers). */
  multiline?: boolean;
}

export const FREE_TEXT_MESSAGE = 'Please remove control characters';

const BIDI_CONTROLS = '\\u202A-\\u202E\\u2066-\\u2069';
const SINGLE_LINE_FORBIDDEN = new RegExp(`[\\p{Cc}\\p{Cs}${BIDI_CONTROLS}\\u2028\\u2029]`, 'u');
const MULTI_LINE_FORBIDDEN = new RegExp(`(?![\\t\\n\\r])[\\p{Cc}\\p{Cs}${BIDI_CONTROLS}]`, 'u');
const SINGLE_LINE_FORBIDDEN_ALL = new RegExp(SINGLE_LINE_FORBIDDEN.source, 'gu');
const MULTI_LINE_FORBIDDEN_ALL = new RegExp(MULTI_LINE_FORBIDDEN.source, 'gu');

/** Whether the text has nothing free text may not have. */
export function isCleanText(value: string, { multiline = false }: FreeTextOptions = {}): boolean {
  return !(multiline ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).test(value);
}

/**
 * The text made clean instead of refused (for reports, where some text beats none): unpaired surrogates
 * become U+FFFD, other forbidden characters are dropped (in one-line text, line breaks become spaces).
 */
export function cleanText(value: string, { multiline = false }: FreeTextOptions = {}): string {
  let text = value.replace(/\p{Cs}/gu, '\uFFFD').normalize('NFC');
  if (!multiline) text = text.replace(/\r\n|[\r\n\u2028\u2029]/g, ' ');
  return text.replace(multiline ? MULTI_LINE_FORBIDDEN_ALL : SINGLE_LINE_FORBIDDEN_ALL, '');
}

/**
 * A string schema for free text: refuses forbidden characters with `message`, then NFC-normalises.
 * Chain the field's own rules after it (`.trim().min(…).max(…)`). `required` is zod's string error.
 */
export function freeText(
  options: FreeTextOptions & { message?: string; required?: Parameters<typeof z.string>[0] } = {},
) {
  return z
    .string(options.required)
    .refine((value) => isCleanText(value, options), { message: options.message ?? FREE_TEXT_MESSAGE, abort: true })
    .overwrite((value) => value.normalize('NFC'));
}

/** A string schema for reported text: cleaned (cleanText), never refused for its characters. */
export function cleanedText(options: FreeTextOptions = {}) {
  return z.string().overwrite((value) => cleanText(value, options));
}
