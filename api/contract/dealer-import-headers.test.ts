/** The inventory template's header rows: one name per column in each language, none naming two columns. */
import { describe, expect, it } from 'vitest';
import { DEALER_IMPORT_COLUMNS, DEALER_IMPORT_HEADERS, dealerImportHeaders, importColumnOf } from './dealer-api';

describe('dealer import headers', () => {
  it.each(['en', 'hr', 'de'] as const)(
    'the %s header row names every column once, in the template order',
    (language) => {
      const headers = dealerImportHeaders(language);
      expect(headers).toHaveLength(DEALER_IMPORT_COLUMNS.length);
      expect(headers.map(importColumnOf)).toEqual([...DEALER_IMPORT_COLUMNS]);
    },
  );

  it('no Croatian or German header is another column’s name in any language', () => {
    const owners = new Map<string, string>();
    for (const column of DEALER_IMPORT_COLUMNS)
      for (const header of [column, DEALER_IMPORT_HEADERS.hr[column], DEALER_IMPORT_HEADERS.de[column]]) {
        const key = header.toLowerCase();
        expect(owners.get(key) ?? column, header).toBe(column);
        owners.set(key, column);
      }
  });

  it('leaves other headers as written, trimmed', () => {
    expect(importColumnOf(' imageUrl ')).toBe('imageUrl');
    expect(importColumnOf('Napomena')).toBe('Napomena');
  });
});
