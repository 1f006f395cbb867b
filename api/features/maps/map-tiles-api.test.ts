/**
 * GET /api/map-tiles and the Content-Security-Policy through the real app: the configured tile source is
 * answered, and its origin (only it) may serve images, nothing else.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mapTilesSchema } from '@contract/map-tiles';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { DEFAULT_MAP_TILES } from './map-tiles-config';

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `)) ?? '';

describe('GET /api/map-tiles', () => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp({
      config: {
        mapTiles: { url: 'http://127.0.0.1:9876/tiles/{z}/{x}/{y}.png', attribution: 'Test tiles', maxZoom: 17 },
      },
    });
  });
  afterAll(() => harness.close());

  it('answers the configured tile source, valid by the shared schema', async () => {
    const response = await (await harness.client()).agent.get('/api/map-tiles');
    expect(response.status).toBe(200);
    expect(mapTilesSchema.parse(response.body)).toEqual({
      url: 'http://127.0.0.1:9876/tiles/{z}/{x}/{y}.png',
      attribution: 'Test tiles',
      maxZoom: 17,
    });
  });

  it('lets images, and only images, come from the tile server', async () => {
    const response = await (await harness.client()).agent.get('/api/map-tiles');
    const csp = String(response.headers['content-security-policy']);
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data: blob: http://127.0.0.1:9876");
    for (const name of ['default-src', 'connect-src', 'script-src', 'style-src'])
      expect(directive(csp, name)).not.toContain('127.0.0.1:9876');
  });
});

describe('GET /api/map-tiles by default', () => {
  it('answers OpenStreetMap’s standard tiles with their credit, and lets their images in', async () => {
    const harness = await createTestApp();
    try {
      const response = await (await harness.client()).agent.get('/api/map-tiles');
      expect(response.body).toEqual(DEFAULT_MAP_TILES);
      expect(directive(String(response.headers['content-security-policy']), 'img-src')).toBe(
        "img-src 'self' data: blob: https://tile.openstreetmap.org",
      );
    } finally {
      await harness.close();
    }
  });
});
