/**
 * A feed file's text as rows of columns: CSV (header line, then one car per record; comma, semicolon or
 * tab as the header shows; headers in English, Croatian or German) or JSON (an array of row objects, or `{ "listings": [...] }`). Anything else
 * is refused whole with FeedFormatError, so that nothing of a file in another format is imported.
 */
import { parse as parseCsv } from 'csv-parse/sync';
import { importColumnOf } from '@contract/dealer-api';
import type { FeedFormat } from '@contract/listing-feed';

/** More rows than this and the file is refused (a feed of a whole country's market is split). */
export const MAX_FEED_ROWS = 100_000;

export class FeedFormatError extends Error {
  override name = 'FeedFormatError';
}

/** One entry per row of the file, in its order (validated one by one: see validateFeedRow). */
export type FeedRows = unknown[];

/** The format from the Content-Type, else the file name's extension, else the first character. */
export function detectFeedFormat(text: string, hints: { contentType?: string | null; name?: string } = {}): FeedFormat {
  const type = (hints.contentType ?? '').toLowerCase();
  if (type.includes('json')) return 'json';
  if (type.includes('csv')) return 'csv';
  const name = (hints.name ?? '').toLowerCase().split(/[?#]/)[0]!;
  if (name.endsWith('.json')) return 'json';
  if (name.endsWith('.csv')) return 'csv';
  return /^\s*[[{]/.test(text.replace(/^\uFEFF/, '')) ? 'json' : 'csv';
}

export function parseFeed(text: string, format: FeedFormat, maxRows = MAX_FEED_ROWS): FeedRows {
  const rows = format === 'json' ? parseJsonFeed(text) : parseCsvFeed(text, maxRows);
  if (rows.length > maxRows) throw new FeedFormatError(`the feed has more than ${maxRows.toLocaleString('en')} rows`);
  return rows;
}

function parseJsonFeed(text: string): FeedRows {
  let document: unknown;
  try {
    document = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new FeedFormatError(`not valid JSON (${(error as Error).message})`);
  }
  const rows = Array.isArray(document)
    ? document
    : document && typeof document === 'object' && Array.isArray((document as { listings?: unknown }).listings)
      ? (document as { listings: unknown[] }).listings
      : undefined;
  if (!rows) throw new FeedFormatError('JSON feeds are an array of listings or an object with a "listings" array');
  // Rows that are not objects stay in place (and are rejected one by one), so row numbers match the file.
  return rows;
}

const DELIMITERS = [',', ';', '\t'] as const;

/** The delimiter the header line uses most (outside quotes). */
function headerDelimiter(text: string): string {
  const header = (/^[^\r\n]*/.exec(text)?.[0] ?? '').replace(/"[^"]*"/g, '');
  let best: string = ',';
  let bestCount = 0;
  for (const delimiter of DELIMITERS) {
    const count = header.split(delimiter).length - 1;
    if (count > bestCount) [best, bestCount] = [delimiter, count];
  }
  return best;
}

function parseCsvFeed(text: string, maxRows: number): FeedRows {
  const body = text.replace(/^\uFEFF/, '');
  if (!body.trim()) throw new FeedFormatError('the CSV file is empty (a header line is needed)');
  try {
    const rows = parseCsv(body, {
      // The template's headers in Croatian or German name the same columns as the English ones.
      columns: (header: string[]) => header.map(importColumnOf),
      delimiter: headerDelimiter(body),
      skip_empty_lines: true,
      relax_column_count: false,
      // One more than allowed, so that parseFeed can tell "too many" from "exactly enough".
      to: maxRows + 1,
    }) as FeedRows;
    return rows;
  } catch (error) {
    throw new FeedFormatError(`not valid CSV (${(error as Error).message})`);
  }
}
