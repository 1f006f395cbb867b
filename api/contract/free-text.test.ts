import { describe, expect, it } from 'vitest';
import { cleanText, freeText, isCleanText } from './free-text';

describe('free text', () => {
  it('refuses NUL, control characters, unpaired surrogates and bidirectional overrides', () => {
    for (const bad of [
      'a\u0000b',
      'a\u0007',
      '\u001b[31mred',
      'x\u007f',
      'a\u0085b',
      'lone \ud800',
      'lone \udc00 low',
      'ab\u202ecd',
      'a\u2066b',
      'two\nlines',
      'a\u2028b',
    ]) {
      expect(isCleanText(bad), JSON.stringify(bad)).toBe(false);
    }
    expect(isCleanText('two\r\nlines\tand a tab', { multiline: true })).toBe(true);
    expect(isCleanText('still \u0000 not', { multiline: true })).toBe(false);
  });

  it('accepts text people write: diacritics, emoji with joiners, scripts', () => {
    for (const good of ['Čćđšž ÄÖÜß', '👨‍👩‍👧 family', '😀', 'नमस्ते', 'שלום', 'a\u00a0b']) {
      expect(isCleanText(good), good).toBe(true);
    }
  });

  it('normalises accepted text to NFC and reports refused text with the message given', () => {
    const schema = freeText({ message: 'No control characters' }).trim().min(2);
    expect(schema.parse(' S\u030Ckoda ')).toBe('\u0160koda');
    const refused = schema.safeParse('ab\ud800');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual(['No control characters']);
  });

  it('cleans reported text instead of refusing it', () => {
    expect(cleanText('a\u0000b\u202e \ud800 c\nd')).toBe('ab \ufffd c d');
    expect(cleanText('a\u0000b\nc', { multiline: true })).toBe('ab\nc');
  });
});
