/**
 * The render budget of listing pictures, over real HTTP: the render queue's cap and bound, the fast stand-in
 * while an AVIF is made, one render per look, the per-client render limit, and the pre-warm job.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { BODY_TYPES, COLORS } from '@contract/catalog/vehicle';
import { carImagePath, type Car } from '@contract/car';
import { makeCar as makeContractCar, makeListing } from '@contract/testing/listing-fixture';
import { errorHandler } from '../../platform/http/error-handlers';
import { retryAfterHeader } from '../../platform/rate-limit/rate-limits';
import { createTestApp } from '../../testing/test-app';
import { CarImages, IMAGE_CACHE_CONTROL, INTERIM_CACHE_CONTROL } from './car-images';
import { IMAGE_PREWARM_JOB } from './image-prewarm-job';
import { createImagesRouter } from './images-router';
import { renderDrawing } from './render-image';

// Renders are real (sharp); on a busy machine they take a while. Waits are on conditions, never fixed.
vi.setConfig({ testTimeout: 60_000 });

const BROWSER_ACCEPT = 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8';

/** The n-th of many different looks (body type and color), so each car is its own render. */
function look(n: number): Pick<Car, 'bodyType' | 'color' | 'model'> {
  return {
    bodyType: BODY_TYPES[n % BODY_TYPES.length]!,
    color: COLORS[Math.floor(n / BODY_TYPES.length) % COLORS.length]!,
    model: `Model ${n}`,
  };
}

const temporaryDirs: string[] = [];
async function temporaryDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'car-images-'));
  temporaryDirs.push(dir);
  return dir;
}
afterAll(async () => {
  await Promise.all(temporaryDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** Waits for a condition, checking often, for up to 20 s (no fixed sleeps). */
async function until(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * The real drawing renderer, watched: how many renders run at once (the most ever), how many ran in all
 * by format, and a gate that holds renders before they start while closed.
 */
function watchedRenderer() {
  let open: () => void = () => undefined;
  let gate: Promise<void> = Promise.resolve();
  const watch = {
    active: 0,
    peak: 0,
    started: 0,
    byFormat: { avif: 0, webp: 0, jpeg: 0 },
    order: [] as string[],
    close() {
      gate = new Promise((resolve) => (open = resolve));
    },
    open: () => open(),
    render: (async (car, size, format) => {
      watch.started++;
      watch.active++;
      watch.peak = Math.max(watch.peak, watch.active);
      try {
        await gate;
        watch.byFormat[format]++;
        watch.order.push(format);
        return await renderDrawing(car, size, format);
      } finally {
        watch.active--;
      }
    }) as typeof renderDrawing,
  };
  return watch;
}

async function imagesApp(cars: Car[], render: { concurrency: number; maxQueued: number }) {
  const watch = watchedRenderer();
  const cacheDir = path.join(await temporaryDir(), 'image-cache');
  const images = new CarImages({ cacheDir, allowedImageHosts: [], render, renderDrawing: watch.render });
  const byId = new Map(cars.map((car) => [car.id, car]));
  const app = express();
  app.use(
    '/api/images',
    createImagesRouter({
      listings: { findById: async (id) => byId.get(id) ?? null },
      cacheDir,
      allowedImageHosts: [],
      images,
    }),
  );
  app.use(retryAfterHeader);
  app.use(errorHandler());
  return { app, images, watch, cacheDir };
}

const distinctCars = (count: number) =>
  Array.from({ length: count }, (_, index) => makeContractCar({ id: index + 1, ...look(index) }));

describe('the render queue', () => {
  it('never runs more renders at once than its concurrency, however many misses arrive together', async () => {
    const { app, images, watch } = await imagesApp(distinctCars(8), { concurrency: 2, maxQueued: 100 });
    watch.close();
    const responses = Promise.all(
      distinctCars(8).map((car) => request(app).get(carImagePath(car.id, 'card')).set('Accept', 'image/webp')),
    );
    // Two renders hold the slots; the other six wait in the queue instead of starting.
    await until(() => watch.started === 2 && images.queue.queued('now') === 6, 'two renders run and six wait');
    expect(watch.active).toBe(2);
    watch.open();
    for (const response of await responses) expect(response.status).toBe(200);
    expect(watch.peak).toBe(2);
    expect(watch.byFormat.webp).toBe(8);
    expect(images.queue.peakRunning).toBe(2);
  });

  it('answers 503 with Retry-After when the queue is full, and serves again once it drains', async () => {
    const { app, images, watch } = await imagesApp(distinctCars(3), { concurrency: 1, maxQueued: 1 });
    watch.close();
    const first = request(app)
      .get(carImagePath(1, 'card'))
      .set('Accept', 'image/webp')
      .then((response) => response);
    await until(() => watch.started === 1, 'the first render runs');
    const second = request(app)
      .get(carImagePath(2, 'card'))
      .set('Accept', 'image/webp')
      .then((response) => response);
    await until(() => images.queue.queued('now') === 1, 'the second render waits');

    const refused = await request(app).get(carImagePath(3, 'card')).set('Accept', 'image/webp').expect(503);
    expect(refused.body).toEqual({ code: 'images_busy', message: expect.any(String) });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);

    watch.open();
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
    await request(app).get(carImagePath(3, 'card')).set('Accept', 'image/webp').expect(200);
    expect(watch.peak).toBe(1);
  });
});

describe('an AVIF that is not rendered yet', () => {
  it('is stood in for by a WebP at once, with a short cache lifetime, and answered as AVIF once made', async () => {
    const { app, watch } = await imagesApp(distinctCars(1), { concurrency: 1, maxQueued: 10 });
    const first = await request(app).get(carImagePath(1, 'detail')).set('Accept', BROWSER_ACCEPT).expect(200);
    expect(first.headers['content-type']).toBe('image/webp');
    expect(first.headers['cache-control']).toBe(INTERIM_CACHE_CONTROL);
    expect(first.headers.vary).toBe('Accept');
    expect((await sharp(first.body as Buffer).metadata()).format).toBe('webp');

    let later = first;
    await until(async () => {
      later = await request(app)
        .get(carImagePath(1, 'detail'))
        .set('Accept', BROWSER_ACCEPT)
        .set('If-None-Match', first.headers.etag as string);
      return later.headers['content-type'] === 'image/avif';
    }, 'the AVIF is served');
    expect(later.status).toBe(200);
    expect(later.headers['cache-control']).toBe(IMAGE_CACHE_CONTROL);
    const metadata = await sharp(later.body as Buffer).metadata();
    expect([metadata.format, metadata.compression, metadata.width, metadata.height]).toEqual(['heif', 'av1', 600, 400]);
    expect(watch.byFormat).toEqual({ avif: 1, webp: 1, jpeg: 0 });
  });

  it('is stood in for by a JPEG for a client that takes AVIF but not WebP', async () => {
    const { app } = await imagesApp(distinctCars(1), { concurrency: 1, maxQueued: 10 });
    const first = await request(app).get(carImagePath(1, 'card')).set('Accept', 'image/avif,image/jpeg').expect(200);
    expect(first.headers['content-type']).toBe('image/jpeg');
    expect(first.headers['cache-control']).toBe(INTERIM_CACHE_CONTROL);
  });

  it('waits for a render someone asked for before making AVIFs in the background', async () => {
    const { app, images, watch } = await imagesApp(distinctCars(2), { concurrency: 1, maxQueued: 10 });
    watch.close();
    const first = request(app)
      .get(carImagePath(1, 'card'))
      .set('Accept', BROWSER_ACCEPT)
      .then((response) => response);
    await until(() => watch.started === 1, 'the first WebP renders');
    const second = request(app)
      .get(carImagePath(2, 'card'))
      .set('Accept', BROWSER_ACCEPT)
      .then((response) => response);
    await until(() => images.queue.queued('now') === 1, 'the second WebP waits');
    watch.open();
    expect((await first).headers['content-type']).toBe('image/webp');
    expect((await second).headers['content-type']).toBe('image/webp');
    await until(() => watch.byFormat.avif === 2, 'both AVIFs are made');
    // Both WebPs (someone waited for them) were made before either AVIF.
    expect(watch.order.slice(0, 2)).toEqual(['webp', 'webp']);
  });
});

describe('cars that look alike', () => {
  it('share one render per size and format, whatever their ids', async () => {
    const cars = Array.from({ length: 10 }, (_, index) =>
      makeContractCar({ id: 100 + index, bodyType: 'suv', color: 'green', brand: 'Dacia', model: 'Duster' }),
    );
    const { app, watch, cacheDir } = await imagesApp(cars, { concurrency: 2, maxQueued: 100 });
    const interim = await Promise.all(
      cars.map((car) => request(app).get(carImagePath(car.id, 'card')).set('Accept', BROWSER_ACCEPT)),
    );
    for (const response of interim)
      expect([response.status, response.headers['content-type']]).toEqual([200, 'image/webp']);
    expect(new Set(interim.map((response) => response.headers.etag)).size).toBe(1);

    await until(async () => {
      const response = await request(app).get(carImagePath(109, 'card')).set('Accept', BROWSER_ACCEPT);
      return response.headers['content-type'] === 'image/avif';
    }, 'the AVIF is made');
    const avifs = await Promise.all(
      cars.map((car) => request(app).get(carImagePath(car.id, 'card')).set('Accept', BROWSER_ACCEPT)),
    );
    for (const response of avifs) expect(response.headers['content-type']).toBe('image/avif');
    expect(watch.byFormat).toEqual({ avif: 1, webp: 1, jpeg: 0 });
    expect(await readdir(path.join(cacheDir, 'drawings'))).toHaveLength(2);
  });
});

describe('renders per client', () => {
  const RENDERS_PER_MINUTE = 3;
  const listings = Array.from({ length: 6 }, (_, index) => makeListing({ ...look(index) }));

  async function limitedApp(prewarmLooks = 0) {
    return createTestApp({
      listings,
      config: {
        trustProxy: true,
        images: { renderConcurrency: 1, renderQueue: 32, rendersPerClientPerMinute: RENDERS_PER_MINUTE, prewarmLooks },
      },
    });
  }

  it('answers 429 with Retry-After for pictures not rendered yet, while rendered ones keep coming', async () => {
    const { app } = await limitedApp();
    const get = (id: number, client: string, accept = 'image/webp') =>
      request(app).get(carImagePath(id, 'card')).set('Accept', accept).set('X-Forwarded-For', client);
    for (const id of [1, 2, 3]) await get(id, '203.0.113.5').expect(200);

    const limited = await get(4, '203.0.113.5').expect(429);
    expect(limited.body.code).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);

    // What was rendered still comes, in the format asked for, and as the stand-in for an AVIF not made yet.
    for (const id of [1, 2, 3]) await get(id, '203.0.113.5').expect(200).expect('Content-Type', 'image/webp');
    await get(2, '203.0.113.5', BROWSER_ACCEPT).expect(200).expect('Content-Type', 'image/webp');
    // Another client is not held back by the first one's renders.
    await get(4, '198.51.100.7').expect(200);
    // … and once another client made it, the first gets it too.
    await get(4, '203.0.113.5').expect(200);
  });

  it('pre-warming renders the AVIFs of the listings without counting against anyone', async () => {
    const { app, scheduler } = await limitedApp(100);
    await scheduler.runNow(IMAGE_PREWARM_JOB);
    for (let id = 1; id <= listings.length; id++) {
      for (const size of ['card', 'detail'] as const) {
        await request(app)
          .get(carImagePath(id, size))
          .set('Accept', BROWSER_ACCEPT)
          .set('X-Forwarded-For', '203.0.113.9')
          .expect(200)
          .expect('Content-Type', 'image/avif');
      }
    }
  });
});
