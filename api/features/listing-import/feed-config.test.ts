import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { parseListingFeeds } from './feed-config';

describe('LISTING_FEEDS', () => {
  it('reads ids, URLs or files and the refresh interval', () => {
    expect(
      parseListingFeeds(
        'autohaus=https://feeds.example.com/stock.json|60, partner=./feeds/partner.csv\nold=http://10.0.0.5:8080/x.csv|0',
        '/srv',
      ),
    ).toEqual([
      { id: 'autohaus', location: { url: new URL('https://feeds.example.com/stock.json') }, refreshMinutes: 60 },
      { id: 'partner', location: { file: path.resolve('/srv', 'feeds/partner.csv') }, refreshMinutes: 0 },
      { id: 'old', location: { url: new URL('http://10.0.0.5:8080/x.csv') }, refreshMinutes: 0 },
    ]);
  });

  it('refuses what it cannot read, naming each problem', () => {
    expect(() => parseListingFeeds('https://no-id.example/x.json')).toThrow(/start with a feed id/);
    expect(() => parseListingFeeds('a=ftp://x.example/feed.json')).toThrow(/http\(s\) URL or a \.json\/\.csv file/);
    expect(() => parseListingFeeds('a=./x.json, a=./y.json')).toThrow(/used twice/);
    expect(() => parseListingFeeds('a=./x.json|99999')).toThrow(/at most/);
  });

  it('in the config: unset means the demo sample, none means no feeds, errors are config errors', () => {
    expect(loadConfig({}).listingFeeds).toBeUndefined();
    expect(loadConfig({ LISTING_FEEDS: '' }).listingFeeds).toBeUndefined();
    expect(loadConfig({ LISTING_FEEDS: 'none' }).listingFeeds).toEqual([]);
    expect(loadConfig({ LISTING_FEED_MAX_MB: '5', LISTING_FEED_TIMEOUT_MS: '20000' }).feedLimits).toEqual({
      maxBytes: 5 * 1_048_576,
      timeoutMs: 20_000,
    });
    expect(() => loadConfig({ LISTING_FEEDS: 'broken' })).toThrow(/LISTING_FEEDS/);
  });
});
