import fs from 'node:fs/promises';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { DEFAULT_RATE_LIMITS } from './platform/rate-limit/rate-limits';

describe('config', () => {
  it('runs on defaults with the embedded store under ./data', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      isProduction: false,
      mongodbUri: undefined,
      seedListings: 2000,
      imageHosts: [],
    });
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(config).toMatchObject({
      smtpUrl: undefined,
      mailFrom: 'Autotržni <no-reply@autotrzni.local>',
      teamEmail: 'team@autotrzni.local',
      rateLimits: DEFAULT_RATE_LIMITS,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/tmp/x',
      MONGODB_URI: 'mongodb://db:27017/cars',
      SESSION_SECRET: 's'.repeat(40),
      PUBLIC_URL: 'https://auto.example.hr',
      IMAGE_HOSTS: 'img.example.com, CDN.example.net:8443',
      SEED_LISTINGS: '0',
      TRUST_PROXY: 'true',
      NODE_ENV: 'production',
      SMTP_URL: 'smtps://mailer:secret@smtp.example.hr:465',
      MAIL_FROM: 'Autotržni <no-reply@auto.example.hr>',
      TEAM_EMAIL: 'info@auto.example.hr',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/tmp/x',
      mongodbUri: 'mongodb://db:27017/cars',
      publicUrl: 'https://auto.example.hr',
      imageHosts: ['img.example.com', 'cdn.example.net:8443'],
      seedListings: 0,
      trustProxy: true,
      isProduction: true,
      smtpUrl: 'smtps://mailer:secret@smtp.example.hr:465',
      mailFrom: 'Autotržni <no-reply@auto.example.hr>',
      teamEmail: 'info@auto.example.hr',
    });
  });

  it('accepts a bare sender address and refuses mail settings that cannot work', () => {
    expect(loadConfig({ MAIL_FROM: 'no-reply@auto.example.hr' }).mailFrom).toBe('no-reply@auto.example.hr');
    let error: unknown;
    try {
      loadConfig({ SMTP_URL: 'http://smtp.example.hr', MAIL_FROM: 'Autotržni', TEAM_EMAIL: 'team' });
    } catch (caught) {
      error = caught;
    }
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toContain('SMTP_URL: must be an smtp:// or smtps:// URL');
    expect(problems).toContain('MAIL_FROM');
    expect(problems).toContain('TEAM_EMAIL');
  });

  it('reads the alert interval and daily hour, and refuses ones out of range', () => {
    expect(loadConfig({}).alerts).toEqual({ intervalMs: 120_000, dailyHour: 7 });
    expect(loadConfig({ ALERT_INTERVAL_SECONDS: '5', ALERT_DAILY_HOUR: '0' }).alerts).toEqual({
      intervalMs: 5000,
      dailyHour: 0,
    });
    expect(() => loadConfig({ ALERT_INTERVAL_SECONDS: '1' })).toThrow(ConfigError);
    expect(() => loadConfig({ ALERT_DAILY_HOUR: '24' })).toThrow(ConfigError);
  });

  it('lists every problem at once', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', PUBLIC_URL: 'not a url', SESSION_SECRET: 'short' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toContain('PORT');
    expect(problems).toContain('PUBLIC_URL');
    expect(problems).toContain('SESSION_SECRET');
  });

  it('runs on a copy of .env.example', async () => {
    const example = parseEnv(
      await fs.readFile(path.resolve(import.meta.dirname, '../.env.example'), 'utf8'),
    ) as NodeJS.ProcessEnv;
    expect(loadConfig(example)).toMatchObject({
      publicUrl: undefined,
      smtpUrl: undefined,
      mailFrom: 'Autotržni <no-reply@autotrzni.local>',
    });
  });

  it('shows real data or nothing in production unless demo data is asked for', () => {
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 's'.repeat(40),
      PUBLIC_URL: 'https://auto.example.hr',
    };
    expect(loadConfig(production)).toMatchObject({ seedListings: 0, repairShops: { provider: 'osm' } });
    expect(loadConfig({ ...production, SEED_LISTINGS: '', REPAIR_SHOPS_PROVIDER: '' })).toMatchObject({
      seedListings: 0,
      repairShops: { provider: 'osm' },
    });
    expect(loadConfig({ ...production, SEED_LISTINGS: '500', REPAIR_SHOPS_PROVIDER: 'bundled' })).toMatchObject({
      seedListings: 500,
      repairShops: { provider: 'bundled' },
    });
    // Development keeps its ready-made demo.
    expect(loadConfig({})).toMatchObject({ seedListings: 2000, repairShops: { provider: 'bundled' } });
    expect(() => loadConfig({ SEED_LISTINGS: 'many' })).toThrow(/SEED_LISTINGS: must be a whole number/);
  });

  it('requires a session secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/);
  });

  it('requires PUBLIC_URL in production, where links in account emails come from it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40) })).toThrow(
      /PUBLIC_URL: required in production/,
    );
  });
  it('runs the AI features on the built-in engines with 10 AI and 5 voice searches, 10 emails and 20 analyses a day by default', () => {
    const defaults = {
      searchesPerDay: 10,
      voiceSearchesPerDay: 5,
      emailsPerDay: 10,
      analysesPerDay: 20,
      openai: undefined,
    };
    expect(loadConfig({}).ai).toEqual(defaults);
    // Empty values, as in a copy of .env.example, are the defaults too.
    expect(
      loadConfig({
        AI_SEARCHES_PER_DAY: '',
        VOICE_SEARCHES_PER_DAY: ' ',
        AI_EMAILS_PER_DAY: '',
        AI_ANALYSES_PER_DAY: '',
        OPENAI_API_KEY: '',
        OPENAI_BASE_URL: '',
        OPENAI_MODEL: '',
        OPENAI_TIMEOUT_MS: '',
      }).ai,
    ).toEqual(defaults);
  });

  it('reads the AI quotas and the OpenAI settings', () => {
    expect(
      loadConfig({
        AI_SEARCHES_PER_DAY: '25',
        VOICE_SEARCHES_PER_DAY: '0',
        AI_EMAILS_PER_DAY: '3',
        AI_ANALYSES_PER_DAY: '7',
        OPENAI_API_KEY: 'sk-abc',
      }).ai,
    ).toEqual({
      searchesPerDay: 25,
      voiceSearchesPerDay: 0,
      emailsPerDay: 3,
      analysesPerDay: 7,
      openai: { apiKey: 'sk-abc', baseUrl: undefined, model: 'gpt-4o-mini', timeoutMs: 10_000 },
    });
    expect(
      loadConfig({
        OPENAI_API_KEY: 'sk-abc',
        OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1',
        OPENAI_MODEL: 'llama3.1',
        OPENAI_TIMEOUT_MS: '2500',
      }).ai.openai,
    ).toEqual({ apiKey: 'sk-abc', baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3.1', timeoutMs: 2500 });
    // Settings without a key do not turn the provider on.
    expect(loadConfig({ OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1' }).ai.openai).toBeUndefined();
  });

  it('lists bad AI search settings without echoing the key', () => {
    let error: unknown;
    try {
      loadConfig({
        AI_SEARCHES_PER_DAY: 'lots',
        VOICE_SEARCHES_PER_DAY: '-1',
        OPENAI_API_KEY: 'sk-secret',
        OPENAI_BASE_URL: 'ftp://x',
        OPENAI_TIMEOUT_MS: '5',
      });
    } catch (caught) {
      error = caught;
    }
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toContain('AI_SEARCHES_PER_DAY: must be a whole number from 0 to 100000');
    expect(problems).toContain('VOICE_SEARCHES_PER_DAY');
    expect(problems).toContain('OPENAI_BASE_URL: must be an http:// or https:// URL');
    expect(problems).toContain('OPENAI_TIMEOUT_MS');
    expect(problems).not.toContain('sk-secret');
  });

  it('answers repair-shop searches from the bundled dataset by default, 60 searches an hour per person', () => {
    expect(loadConfig({}).repairShops).toEqual({
      provider: 'bundled',
      overpassUrl: 'https://overpass-api.de/api/interpreter',
      googleApiKey: undefined,
      googleBaseUrl: 'https://places.googleapis.com',
      timeoutMs: 10_000,
      searchesPerHour: 60,
    });
  });

  it('reads the repair-shop provider settings, and wants a key for Google', () => {
    expect(
      loadConfig({
        REPAIR_SHOPS_PROVIDER: 'osm',
        OVERPASS_URL: 'http://127.0.0.1:12345/api/interpreter',
        REPAIR_SHOPS_TIMEOUT_MS: '2500',
        REPAIR_SEARCHES_PER_HOUR: '20',
      }).repairShops,
    ).toMatchObject({
      provider: 'osm',
      overpassUrl: 'http://127.0.0.1:12345/api/interpreter',
      timeoutMs: 2500,
      searchesPerHour: 20,
    });
    expect(
      loadConfig({
        REPAIR_SHOPS_PROVIDER: 'google',
        GOOGLE_MAPS_API_KEY: 'AIza-test',
        GOOGLE_PLACES_BASE_URL: 'http://127.0.0.1:9/',
      }).repairShops,
    ).toMatchObject({
      provider: 'google',
      googleApiKey: 'AIza-test',
      googleBaseUrl: 'http://127.0.0.1:9/',
    });
    expect(() => loadConfig({ REPAIR_SHOPS_PROVIDER: 'google' })).toThrow(
      /GOOGLE_MAPS_API_KEY: required when REPAIR_SHOPS_PROVIDER is google/,
    );
    expect(() => loadConfig({ REPAIR_SHOPS_PROVIDER: 'yellow-pages' })).toThrow(
      /REPAIR_SHOPS_PROVIDER: must be one of bundled, osm, google/,
    );
    expect(() => loadConfig({ OVERPASS_URL: 'gopher://x' })).toThrow(/OVERPASS_URL/);
  });

  it('takes map tiles from OpenStreetMap with its credit unless told otherwise', () => {
    expect(loadConfig({}).mapTiles).toEqual({
      url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
      attributionUrl: 'https://www.openstreetmap.org/copyright',
      maxZoom: 19,
    });
    expect(
      loadConfig({
        MAP_TILES_URL: '',
        MAP_TILES_ATTRIBUTION: '',
        MAP_TILES_ATTRIBUTION_URL: '',
        MAP_TILES_MAX_ZOOM: '',
      }).mapTiles,
    ).toEqual(loadConfig({}).mapTiles);
  });

  it('reads a self-hosted tile source and its credit', () => {
    expect(
      loadConfig({
        MAP_TILES_URL: 'https://tiles.auto.example.hr/osm/{z}/{x}/{y}.webp',
        MAP_TILES_ATTRIBUTION: '© OpenStreetMap contributors, © Autotržni',
        MAP_TILES_MAX_ZOOM: '16',
      }).mapTiles,
    ).toEqual({
      url: 'https://tiles.auto.example.hr/osm/{z}/{x}/{y}.webp',
      attribution: '© OpenStreetMap contributors, © Autotržni',
      attributionUrl: undefined,
      maxZoom: 16,
    });
    // The default credit keeps its link when only the tiles move (a mirror of OpenStreetMap's map).
    expect(loadConfig({ MAP_TILES_URL: 'http://127.0.0.1:8080/{z}/{x}/{y}.png' }).mapTiles.attributionUrl).toBe(
      'https://www.openstreetmap.org/copyright',
    );
  });

  it('refuses tile URLs a map cannot use', () => {
    const problem = (url: string) => {
      try {
        loadConfig({ MAP_TILES_URL: url });
      } catch (error) {
        return (error as ConfigError).problems.join('\n');
      }
      return undefined;
    };
    expect(problem('tiles.example.hr/{z}/{x}/{y}.png')).toBe('MAP_TILES_URL: must be an http:// or https:// URL');
    expect(problem('ftp://tiles.example.hr/{z}/{x}/{y}.png')).toBe('MAP_TILES_URL: must be an http:// or https:// URL');
    expect(problem('https://tiles.example.hr/{z}/{x}.png')).toBe('MAP_TILES_URL: must contain {y}');
    expect(problem('https://{s}.tile.example.hr/{z}/{x}/{y}.png')).toBe(
      'MAP_TILES_URL: the host must be fixed (no {s} subdomains)',
    );
    expect(problem('https://tiles.example.hr/{z}/{x}/{y}{r}.png')).toBe(
      'MAP_TILES_URL: unknown placeholder {r}: only {z}, {x} and {y}',
    );
    expect(problem('https://tiles.example.hr/{z}/{x}/{y}.png')).toBeUndefined();
    expect(() => loadConfig({ MAP_TILES_MAX_ZOOM: '30' })).toThrow(/MAP_TILES_MAX_ZOOM/);
    expect(() => loadConfig({ MAP_TILES_ATTRIBUTION_URL: 'javascript:alert(1)' })).toThrow(/MAP_TILES_ATTRIBUTION_URL/);
  });
});
