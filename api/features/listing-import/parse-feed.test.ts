/** Feed files into rows: CSV as dealers' tools write it, JSON in both shapes, and files that are refused whole. */
import { describe, expect, it } from 'vitest';
import { detectFeedFormat, FeedFormatError, parseFeed } from './parse-feed';

describe('parseFeed', () => {
  it('reads CSV with a header, quoted cells, a BOM and CRLF line ends', () => {
    const csv = '\uFEFFid,brand,description\r\nA-1,Škoda,"Full history, one owner"\r\nA-2,BMW,"Says ""mint"""\r\n\r\n';
    expect(parseFeed(csv, 'csv')).toEqual([
      { id: 'A-1', brand: 'Škoda', description: 'Full history, one owner' },
      { id: 'A-2', brand: 'BMW', description: 'Says "mint"' },
    ]);
  });

  it('reads semicolon- and tab-separated CSV as the header shows it', () => {
    expect(parseFeed('id;price;brand\nA-1;15.000,00;Kia\n', 'csv')).toEqual([
      { id: 'A-1', price: '15.000,00', brand: 'Kia' },
    ]);
    expect(parseFeed('id\tbrand\nA-1\tKia\n', 'csv')).toEqual([{ id: 'A-1', brand: 'Kia' }]);
  });

  it.each([
    ['en', 'stockNumber,brand,transmission,powerKw,previousOwners,vin\nZG-1,Kia,manual,85,1,x\n'],
    [
      'hr',
      'Interni broj vozila;Marka;Mjenjač;Snaga (kW);Prethodni vlasnici;Broj šasije (VIN)\nZG-1;Kia;manual;85;1;x\n',
    ],
    ['de', 'Interne Fahrzeugnummer;Marke;Getriebe;Leistung (kW);Vorbesitzer;FIN\nZG-1;Kia;manual;85;1;x\n'],
    // As typed by hand or saved by a spreadsheet: other case, no accents, no unit, spaces around.
    [
      'hr, typed',
      ' interni broj vozila ;MARKA;Mjenjac;Snaga;prethodni vlasnici;broj sasije (vin)\nZG-1;Kia;manual;85;1;x\n',
    ],
  ])('reads the template headers in %s as the same columns', (_language, csv) => {
    expect(parseFeed(csv, 'csv')).toEqual([
      { stockNumber: 'ZG-1', brand: 'Kia', transmission: 'manual', powerKw: '85', previousOwners: '1', vin: 'x' },
    ]);
  });

  it('keeps headers it does not know as written', () => {
    expect(parseFeed('imageUrl,Bemerkung\nhttps://x.test/a.jpg,frei\n', 'csv')).toEqual([
      { imageUrl: 'https://x.test/a.jpg', Bemerkung: 'frei' },
    ]);
  });

  it('reads JSON as an array of rows or an object with "listings"', () => {
    expect(parseFeed('[{"id":"A-1"}]', 'json')).toEqual([{ id: 'A-1' }]);
    expect(parseFeed('{"listings":[{"id":"A-1"},"not a row"]}', 'json')).toEqual([{ id: 'A-1' }, 'not a row']);
  });

  it('refuses whole files that are not the documented format', () => {
    expect(() => parseFeed('{"cars":[]}', 'json')).toThrow(FeedFormatError);
    expect(() => parseFeed('<html>', 'json')).toThrow(/not valid JSON/);
    expect(() => parseFeed('id,brand\nA-1,Kia,extra\n', 'csv')).toThrow(/not valid CSV/);
    expect(() => parseFeed('  ', 'csv')).toThrow(/empty/);
  });

  it('refuses files with more rows than allowed', () => {
    const csv = `id\n${Array.from({ length: 11 }, (_, index) => `A-${index}`).join('\n')}\n`;
    expect(parseFeed(csv, 'csv', 11)).toHaveLength(11);
    expect(() => parseFeed(csv, 'csv', 10)).toThrow(/more than 10 rows/);
    expect(() => parseFeed(JSON.stringify(Array.from({ length: 11 }, () => ({}))), 'json', 10)).toThrow(
      /more than 10 rows/,
    );
  });
});

describe('detectFeedFormat', () => {
  it('goes by the content type, then the extension, then the first character', () => {
    expect(detectFeedFormat('id,brand', { contentType: 'application/json; charset=utf-8' })).toBe('json');
    expect(detectFeedFormat('[]', { contentType: 'text/csv' })).toBe('csv');
    expect(detectFeedFormat('[]', { name: '/feeds/stock.CSV?token=1' })).toBe('csv');
    expect(detectFeedFormat('id,brand', { name: 'stock.json' })).toBe('json');
    expect(detectFeedFormat('  [{"id":1}]')).toBe('json');
    expect(detectFeedFormat('id,brand')).toBe('csv');
  });
});
