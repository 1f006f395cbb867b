import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('config', () => {
  it('runs on defaults with the embedded store under ./data', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, isProduction: false, mongodbUri: undefined, seedListings: 2000, imageHosts: [] });
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.sessionSecret.length).toBeGreaterThanOrEqual(32);
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
    });
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

  it('requires a session secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/);
  });
});
