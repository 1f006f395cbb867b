/**
 * Splits a search query into tokens for the built-in parser: words (lowercase, without diacritics),
 * numbers (with the thousands separators and decimal commas of en, hr and de) and symbols.
 *
 * Numbers: `15.000`, `15,000` and `15'000` are fifteen thousand (a separator followed by exactly three
 * digits groups thousands), `15,5` and `2.5` are decimals. `15 000` is also fifteen thousand, but a space
 * is ambiguous ("Mazda 3 150 000 km"), so the lexer only marks a three-digit group after a single space
 * (`groupContinues`) and the parser joins the groups once models have taken their numbers.
 */

export type TokenKind = 'word' | 'num' | 'sym';

export interface Token {
  kind: TokenKind;
  /** word: folded text; num: the digits as written; sym: the symbol ('-' for every dash, '<=', '>='). */
  text: string;
  /** num: the value (thousands joined, decimals kept); otherwise NaN. */
  value: number;
  /** num: written with a thousands separator ("15.000"). */
  grouped: boolean;
  /** num: written with a decimal part ("15,5"). */
  decimal: boolean;
  /** num: exactly three digits after a single space following another number ("15 000"). */
  groupContinues: boolean;
  /** No whitespace between this token and the one before ("20k", "15000€"). */
  glued: boolean;
}

/** Letters that may follow a number directly and are then read as its own word ("20k", "100km", "15000eur"). */
const NUMBER_SUFFIXES = new Set([
  'k',
  'km',
  'kms',
  'tkm',
  'eur',
  'euro',
  'eura',
  'euros',
  'god',
  'g',
  'ks',
  'kw',
  'ps',
  'hp',
  'ccm',
  'cc',
  'l',
  'tis',
  'tsd',
  'st',
  'th',
  'nd',
  'rd',
  'x',
]);

const SYMBOLS: Record<string, string> = {
  '€': '€',
  $: '$',
  '-': '-',
  '–': '-',
  '—': '-',
  '−': '-',
  '+': '+',
  '<': '<',
  '>': '>',
  '≤': '<=',
  '≥': '>=',
  '/': '/',
  ',': ',',
  ';': ';',
  '!': '!',
  '?': '?',
  '(': '(',
  ')': ')',
  '.': '.',
  ':': ':',
  '=': '=',
  '%': '%',
};
const THOUSANDS_SEPARATORS = new Set(['.', ',', "'", '’']);
const SPACE_SEPARATORS = new Set([' ', '\u00a0', '\u202f', '\u2009']);
const LETTER = /\p{L}/u;
const COMBINING_MARKS = /[\u0300-\u036f]/g;
/** "bež" (beige) would fold to "bez" ("without"): it is renamed before folding. */
const BEZ = /(^|[^\p{L}\p{N}])bež(?![\p{L}\p{N}])/gu;

/** Lowercase, diacritics removed (č→c, đ→d, ß→ss, ä→a), "bež" → "beige". */
export function normaliseQuery(query: string): string {
  return query
    .toLowerCase()
    .replace(BEZ, '$1beige')
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .replace(/đ/g, 'd')
    .replace(/ß/g, 'ss')
    .replace(/ø/g, 'o')
    .replace(/ł/g, 'l')
    .replace(/æ/g, 'ae')
    .replace(/œ/g, 'oe');
}

const isDigit = (code: number) => code >= 48 && code <= 57;
function isLetter(char: string): boolean {
  const code = char.charCodeAt(0);
  if (code >= 97 && code <= 122) return true;
  return code > 127 && LETTER.test(char);
}

function token(kind: TokenKind, text: string, glued: boolean): Token {
  return { kind, text, value: NaN, grouped: false, decimal: false, groupContinues: false, glued };
}

function digitsAt(text: string, index: number): number {
  let end = index;
  while (end < text.length && isDigit(text.charCodeAt(end))) end++;
  return end - index;
}

/** Tokens of an already normalised query. */
export function lex(text: string): Token[] {
  const tokens: Token[] = [];
  let index = 0;
  let spaceBefore = true;
  while (index < text.length) {
    const char = text[index]!;
    if (isDigit(char.charCodeAt(0))) {
      index = lexNumber(text, index, spaceBefore, tokens);
      spaceBefore = false;
      continue;
    }
    if (isLetter(char)) {
      const start = index;
      while (index < text.length && (isLetter(text[index]!) || isDigit(text.charCodeAt(index)))) index++;
      tokens.push(token('word', text.slice(start, index), !spaceBefore));
      spaceBefore = false;
      continue;
    }
    const symbol = SYMBOLS[char];
    if (symbol) {
      let text2 = symbol;
      if ((symbol === '<' || symbol === '>') && text[index + 1] === '=') {
        text2 = `${symbol}=`;
        index++;
      }
      tokens.push(token('sym', text2, !spaceBefore));
      spaceBefore = false;
    } else {
      spaceBefore = true;
    }
    index++;
  }
  return tokens;
}

/** The number starting at `start` (and the word glued to it: "20k", "320d"), pushed; returns where it ends. */
function lexNumber(text: string, start: number, spaceBefore: boolean, tokens: Token[]): number {
  let index = start;
  let integer = text.slice(index, index + digitsAt(text, index));
  index += integer.length;
  let grouped = false;
  let separator = '';
  // Thousands groups: ".000" / ",000" / "'000" with one and the same separator.
  while (integer.length <= 3 || grouped) {
    const next = text[index];
    if (next === undefined || !THOUSANDS_SEPARATORS.has(next) || (separator && next !== separator)) break;
    if (digitsAt(text, index + 1) !== 3) break;
    if (!grouped && integer.length > 3) break;
    separator = next;
    grouped = true;
    integer += text.slice(index + 1, index + 4);
    index += 4;
  }
  let fraction = '';
  const next = text[index];
  if ((next === '.' || next === ',') && next !== separator) {
    const fractionDigits = digitsAt(text, index + 1);
    if (fractionDigits >= 1 && fractionDigits <= 2) {
      fraction = text.slice(index + 1, index + 1 + fractionDigits);
      index += 1 + fractionDigits;
    }
  }
  // Letters right after the number: a unit ("20k", "100km") or part of a name ("320d", "3er", "4x4").
  let suffixEnd = index;
  while (suffixEnd < text.length && (isLetter(text[suffixEnd]!) || isDigit(text.charCodeAt(suffixEnd)))) suffixEnd++;
  const suffix = text.slice(index, suffixEnd);
  if (suffix && !grouped && !fraction && !NUMBER_SUFFIXES.has(suffix)) {
    tokens.push(token('word', text.slice(start, suffixEnd), !spaceBefore));
    return suffixEnd;
  }
  const number = token('num', text.slice(start, index), !spaceBefore);
  number.value = Number(fraction ? `${integer}.${fraction}` : integer);
  number.grouped = grouped;
  number.decimal = fraction !== '';
  const previous = tokens.at(-1);
  number.groupContinues =
    integer.length === 3 &&
    !grouped &&
    !fraction &&
    previous?.kind === 'num' &&
    !previous.decimal &&
    start >= 2 &&
    SPACE_SEPARATORS.has(text[start - 1]!) &&
    isDigit(text.charCodeAt(start - 2));
  tokens.push(number);
  if (!suffix) return index;
  tokens.push(token('word', suffix, true));
  return suffixEnd;
}
