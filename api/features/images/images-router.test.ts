import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BODY_TYPES, COLORS } from '@contract/catalog/vehicle';
import { IMAGE_SIZES, carImagePath, type Car } from '@contract/car';
import { makeCar as makeContractCar } from '@contract/testing/listing-fixture';
import { drawCarSvg } from './car-drawing';
import { createImagesRouter, pickImageFormat, type ImagesRouterDeps } from './images-router';
import { allowedImageUrl } from './remote-image';
import { renderDrawing } from './render-image';

function makeCar(id: number, overrides: Partial<Car> = {}): Car {
  return makeContractCar({ ...overrides, id });
}

/** An in-memory stand-in for the listing repository's findById. */
function fakeListings(cars: Car[]) {
  const byId = new Map(cars.map((car) => [car.id, car]));
  return {
    byId,
    findById: async (id: number) => byId.get(id) ?? null,
  };
}

const temporaryDirs: string[] = [];
async function temporaryDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'image-cache-'));
  temporaryDirs.push(dir);
  return dir;
}
afterAll(async () => {
  await Promise.all(temporaryDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

function appWith(deps: ImagesRouterDeps) {
  const app = express();
  app.use('/api/images', createImagesRouter(deps));
  return app;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Mean RGB of an image. */
async function meanColor(image: Buffer): Promise<[number, number, number]> {
  const { channels } = await sharp(image).stats();
  return [channels[0]!.mean, channels[1]!.mean, channels[2]!.mean];
}

describe('GET /api/images/cars/:id/:size (drawn images)', () => {
  let cacheDir: string;
  let listings: ReturnType<typeof fakeListings>;
  let app: express.Express;

  beforeEach(async () => {
    cacheDir = path.join(await temporaryDir(), 'image-cache');
    listings = fakeListings([
      makeCar(1),
      makeCar(2, { bodyType: 'pickup', color: 'white', brand: 'Ford', model: 'Ranger' }),
    ]);
    app = appWith({ listings, cacheDir, allowedImageHosts: [] });
  });

  it('renders the card and detail sizes exactly', async () => {
    for (const size of ['card', 'detail'] as const) {
      const response = await request(app).get(carImagePath(1, size)).expect(200);
      const metadata = await sharp(response.body as Buffer).metadata();
      expect({ width: metadata.width, height: metadata.height }).toEqual(IMAGE_SIZES[size]);
    }
  });

  it.each([
    ['image/webp,*/*', 'image/webp', 'webp'],
    ['image/png,image/*;q=0.8', 'image/jpeg', 'jpeg'],
    [undefined, 'image/jpeg', 'jpeg'],
  ])('answers Accept %s with %s', async (accept, contentType, sharpFormat) => {
    const call = request(app).get(carImagePath(2, 'card'));
    if (accept) call.set('Accept', accept);
    const response = await call.expect(200);
    expect(response.headers['content-type']).toBe(contentType);
    expect(response.headers.vary).toBe('Accept');
    expect(response.headers['cache-control']).toBe('public, max-age=604800');
    expect(response.headers.etag).toMatch(/^"[^"]+"$/);
    const metadata = await sharp(response.body as Buffer).metadata();
    expect(metadata.format).toBe(sharpFormat);
    expect([metadata.width, metadata.height]).toEqual([400, 256]);
  });

  it('answers 304 to a matching If-None-Match, and formats have their own ETag', async () => {
    const first = await request(app).get(carImagePath(1, 'detail')).set('Accept', 'image/webp').expect(200);
    const etag = first.headers.etag as string;
    const again = await request(app)
      .get(carImagePath(1, 'detail'))
      .set('Accept', 'image/webp')
      .set('If-None-Match', etag)
      .expect(304);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers.vary).toBe('Accept');
    expect(again.text ?? '').toBe('');

    const jpeg = await request(app).get(carImagePath(1, 'detail')).set('If-None-Match', etag).expect(200);
    expect(jpeg.headers.etag).not.toBe(etag);
  });

  it('serves the second request from the disk cache without rendering again', async () => {
    const first = await request(app).get(carImagePath(1, 'card')).set('Accept', 'image/webp').expect(200);
    const files = await filesUnder(cacheDir);
    expect(files).toHaveLength(1);
    const file = files[0]!;
    expect(file.endsWith('.webp')).toBe(true);
    expect(Buffer.compare(await readFile(file), first.body as Buffer)).toBe(0);

    // Replace the cached render with marker bytes: a cache hit serves them as they are.
    const marker = Buffer.from('cached bytes, not a fresh render');
    await writeFile(file, marker);
    const modified = (await stat(file)).mtimeMs;
    const second = await request(app).get(carImagePath(1, 'card')).set('Accept', 'image/webp').expect(200);
    expect(Buffer.compare(second.body as Buffer, marker)).toBe(0);
    expect((await stat(file)).mtimeMs).toBe(modified);

    // A new router over the same folder (a server restart) finds it as well.
    const restarted = appWith({ listings, cacheDir, allowedImageHosts: [] });
    const third = await request(restarted).get(carImagePath(1, 'card')).set('Accept', 'image/webp').expect(200);
    expect(Buffer.compare(third.body as Buffer, marker)).toBe(0);
  });

  it('answers concurrent requests for one uncached image alike, leaving one file and no temporary ones', async () => {
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => request(app).get(carImagePath(2, 'detail')).set('Accept', 'image/webp')),
    );
    for (const response of responses) expect(response.status).toBe(200);
    const bodies = responses.map((response) => response.body as Buffer);
    expect(bodies.every((body) => Buffer.compare(body, bodies[0]!) === 0)).toBe(true);
    const files = await filesUnder(cacheDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.webp$/);
  });

  it('gives a changed listing a new image', async () => {
    const before = await request(app).get(carImagePath(1, 'card')).expect(200);
    listings.byId.set(1, makeCar(1, { color: 'red' }));
    const after = await request(app)
      .get(carImagePath(1, 'card'))
      .set('If-None-Match', before.headers.etag as string)
      .expect(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const [red, , blue] = await meanColor(after.body as Buffer);
    expect(red).toBeGreaterThan(blue);
    // Drawings are shared by every car that looks the same, so the earlier one stays for them.
    expect(await filesUnder(cacheDir)).toHaveLength(2);
  });

  it('draws cars that look alike once and shares the file', async () => {
    listings.byId.set(2, makeCar(2));
    const first = await request(app).get(carImagePath(1, 'card')).expect(200);
    const second = await request(app).get(carImagePath(2, 'card')).expect(200);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(await filesUnder(cacheDir)).toHaveLength(1);
  });

  it.each([
    ['/api/images/cars/abc/card', 'id'],
    ['/api/images/cars/0/card', 'id'],
    ['/api/images/cars/1.5/card', 'id'],
    ['/api/images/cars/1/huge', 'size'],
    ['/api/images/cars/1/CARD', 'size'],
  ])('answers %s with 400 naming %s', async (url, field) => {
    const response = await request(app).get(url).expect(400).expect('Content-Type', /json/);
    expect(response.body.code).toBe('invalid_request');
    expect(response.body.message).toContain(field);
    expect(Object.keys(response.body.fields)).toEqual([field]);
    expect(JSON.stringify(response.body)).not.toMatch(/\bat .+\.ts:\d+/);
  });

  it('answers an unknown car with 404 not_found', async () => {
    const response = await request(app).get(carImagePath(404, 'card')).expect(404).expect('Content-Type', /json/);
    expect(response.body).toEqual({ code: 'not_found', message: expect.any(String) });
  });

  it('creates the cache folder when it is missing', async () => {
    const nested = path.join(await temporaryDir(), 'a', 'b', 'cache');
    appWith({ listings, cacheDir: nested, allowedImageHosts: [] });
    expect((await stat(nested)).isDirectory()).toBe(true);
  });
});

describe('listing photos from image hosts', () => {
  const seen: string[] = [];
  let photoServer: Server;
  let outsideServer: Server;
  let base: string;
  let outside: string;
  let photo: Buffer;
  let cacheDir: string;

  const listen = async (server: Server) => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `127.0.0.1:${(server.address() as AddressInfo).port}`;
  };

  beforeAll(async () => {
    // A big, pure green photo: the drawing never looks like this.
    photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#00c000' } })
      .png()
      .toBuffer();
    photoServer = createServer((req: IncomingMessage, res) => {
      seen.push(`photo ${req.url}`);
      switch (req.url) {
        case '/photo.png':
          res.writeHead(200, { 'Content-Type': 'image/png' }).end(photo);
          return;
        case '/moved':
          res.writeHead(302, { Location: '/photo.png' }).end();
          return;
        case '/escape':
          res.writeHead(302, { Location: `http://${outside}/photo.png` }).end();
          return;
        case '/page':
          res.writeHead(200, { 'Content-Type': 'text/html' }).end('<h1>not an image</h1>');
          return;
        case '/broken':
          res.writeHead(200, { 'Content-Type': 'image/jpeg' }).end('definitely not a jpeg');
          return;
        case '/huge': {
          res.writeHead(200, { 'Content-Type': 'image/jpeg' });
          const chunk = Buffer.alloc(1024 * 1024);
          for (let index = 0; index < 11; index += 1) res.write(chunk);
          res.end();
          return;
        }
        case '/slow':
          return; // never answers
        default:
          res.writeHead(404).end();
      }
    });
    outsideServer = createServer((req, res) => {
      seen.push(`outside ${req.url}`);
      res.writeHead(200, { 'Content-Type': 'image/png' }).end(photo);
    });
    base = await listen(photoServer);
    outside = await listen(outsideServer);
  });

  afterAll(async () => {
    for (const server of [photoServer, outsideServer]) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  beforeEach(async () => {
    seen.length = 0;
    cacheDir = await temporaryDir();
  });
  afterEach(() => {
    photoServer.closeAllConnections();
  });

  const appFor = (imageUrl: string, allowedImageHosts = [base], fetchTimeoutMs?: number) =>
    appWith({
      listings: fakeListings([makeCar(7, { imageUrl })]),
      cacheDir,
      allowedImageHosts,
      ...(fetchTimeoutMs ? { fetchTimeoutMs } : {}),
    });

  const drawnJpeg = (size: 'card' | 'detail' = 'card') => renderDrawing(makeCar(7), IMAGE_SIZES[size], 'jpeg');

  it('fetches an allowlisted photo once and crops it to the size', async () => {
    const app = appFor(`http://${base}/photo.png`);
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => request(app).get(carImagePath(7, 'detail')).set('Accept', 'image/webp')),
    );
    for (const response of responses) expect(response.status).toBe(200);
    const metadata = await sharp(responses[0]!.body as Buffer).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 600, 400]);
    const [red, green, blue] = await meanColor(responses[0]!.body as Buffer);
    expect(green).toBeGreaterThan(150);
    expect(red + blue).toBeLessThan(40);
    expect(seen).toEqual(['photo /photo.png']);

    await request(app).get(carImagePath(7, 'detail')).set('Accept', 'image/webp').expect(200);
    expect(seen).toEqual(['photo /photo.png']); // the disk cache answered
  });

  it('follows a redirect that stays on an allowed host', async () => {
    const response = await request(appFor(`http://${base}/moved`))
      .get(carImagePath(7, 'card'))
      .expect(200);
    const [, green] = await meanColor(response.body as Buffer);
    expect(green).toBeGreaterThan(150);
    expect(seen).toEqual(['photo /moved', 'photo /photo.png']);
  });

  it('does not fetch from a host that is not allowlisted and serves the drawing', async () => {
    const response = await request(appFor(`http://${base}/photo.png`, ['images.example.com', '127.0.0.1:1']))
      .get(carImagePath(7, 'card'))
      .expect(200);
    expect(seen).toEqual([]);
    expect(Buffer.compare(response.body as Buffer, await drawnJpeg())).toBe(0);
  });

  it('does not fetch non-http URLs', async () => {
    const response = await request(appFor('file:///etc/passwd', ['', 'localhost', '127.0.0.1']))
      .get(carImagePath(7, 'card'))
      .expect(200);
    expect(Buffer.compare(response.body as Buffer, await drawnJpeg())).toBe(0);
  });

  it('does not follow a redirect to a host outside the allowlist', async () => {
    const response = await request(appFor(`http://${base}/escape`))
      .get(carImagePath(7, 'card'))
      .expect(200);
    expect(seen).toEqual(['photo /escape']);
    expect(Buffer.compare(response.body as Buffer, await drawnJpeg())).toBe(0);
  });

  it.each(['/page', '/broken', '/huge', '/missing'])(
    'falls back to the drawing when %s is not a usable image',
    async (route) => {
      const response = await request(appFor(`http://${base}${route}`))
        .get(carImagePath(7, 'detail'))
        .expect(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
      expect(Buffer.compare(response.body as Buffer, await drawnJpeg('detail'))).toBe(0);
      expect(seen).toEqual([`photo ${route}`]);
    },
  );

  it('gives up on a host that does not answer within the timeout', async () => {
    const app = appFor(`http://${base}/slow`, [base], 300);
    const started = Date.now();
    const response = await request(app).get(carImagePath(7, 'card')).expect(200);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(Buffer.compare(response.body as Buffer, await drawnJpeg())).toBe(0);

    // The failure is remembered for a while: the next request does not wait again.
    await request(app).get(carImagePath(7, 'card')).expect(200);
    expect(seen).toEqual(['photo /slow']);
  });
});

describe('pickImageFormat', () => {
  it('prefers AVIF, then WebP, else JPEG, ignoring types refused with q=0', () => {
    expect(pickImageFormat('image/avif,image/webp,*/*')).toBe('avif');
    expect(pickImageFormat('image/webp, image/avif;q=0')).toBe('webp');
    expect(pickImageFormat('IMAGE/WEBP;q=0.5')).toBe('webp');
    expect(pickImageFormat('*/*')).toBe('jpeg');
    expect(pickImageFormat(undefined)).toBe('jpeg');
  });
});

describe('allowedImageUrl', () => {
  it('allows a host on its default port, or host:port exactly', () => {
    expect(allowedImageUrl('https://cdn.example.com/a.jpg', ['cdn.example.com'])).not.toBeNull();
    expect(allowedImageUrl('https://CDN.example.com:443/a.jpg', ['cdn.example.com'])).not.toBeNull();
    expect(allowedImageUrl('https://cdn.example.com:8443/a.jpg', ['cdn.example.com'])).toBeNull();
    expect(allowedImageUrl('http://127.0.0.1:8080/a.jpg', ['127.0.0.1:8080'])).not.toBeNull();
    expect(allowedImageUrl('http://127.0.0.1:8081/a.jpg', ['127.0.0.1:8080'])).toBeNull();
    expect(allowedImageUrl('http://cdn.example.com.evil.test/a.jpg', ['cdn.example.com'])).toBeNull();
    expect(allowedImageUrl('http://user:pw@cdn.example.com/a.jpg', ['cdn.example.com'])).toBeNull();
    expect(allowedImageUrl('ftp://cdn.example.com/a.jpg', ['cdn.example.com'])).toBeNull();
    expect(allowedImageUrl('not a url', ['cdn.example.com'])).toBeNull();
  });
});

describe('drawCarSvg', () => {
  it('draws every body type and color as a valid image of the asked size', async () => {
    const cars = [
      ...BODY_TYPES.map((bodyType, index) => ({ bodyType, color: COLORS[index % COLORS.length]! })),
      ...COLORS.map((color, index) => ({ color, bodyType: BODY_TYPES[index % BODY_TYPES.length]! })),
    ];
    for (const { bodyType, color } of cars) {
      const svg = drawCarSvg({ brand: 'Škoda', model: 'Octavia', bodyType, color }, 400, 256);
      const metadata = await sharp(Buffer.from(svg)).metadata();
      expect([metadata.width, metadata.height]).toEqual([400, 256]);
    }
  });

  it('escapes the brand and model', async () => {
    const svg = drawCarSvg({ brand: 'A&B', model: '<script>"x"\u0001', bodyType: 'van', color: 'white' }, 600, 400);
    expect(svg).toContain('A&amp;B');
    expect(svg).toContain('&lt;script&gt;&quot;x&quot;');
    expect(svg).not.toContain('<script>');
    await expect(sharp(Buffer.from(svg)).png().toBuffer()).resolves.toBeInstanceOf(Buffer);
  });
});
