/**
 * The whole app on MongoDB, end to end: api/main.ts started with MONGODB_URI on an empty database seeds it, then
 * a visitor searches with every filter shape (checked against the shared matching function over the whole
 * catalogue), signs in, saves a search, sends a seller email (exactly one arrives by SMTP), a dealer adds a listing
 * with photos, its market value is worked out from the database's comparables, and an admin resets the demo set.
 */
import crypto from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Car } from '@contract/car';
import type { MarketValue } from '@contract/market-value';
import { compareListings, compileListingMatcher, searchRequestSchema } from '@contract/search';
import { DEMO_PASSWORD } from '../features/seed/demo-accounts';
import { startApiProcess, type ApiProcess } from '../platform/testing/api-process';
import { LoopbackClient, type LoopbackResponse } from '../platform/testing/loopback-client';
import { listingInput } from '../platform/testing/sellers';
import { startSmtpSink, type SmtpSink } from '../platform/testing/smtp-sink';
import { dropMongoDatabase } from '../platform/testing/store-adapters';

const server = inject('mongodbTestServer');
const SEED_LISTINGS = 300;
const PAGE = 48;

async function signIn(
  client: LoopbackClient,
  username: string,
): Promise<
  (method: string, path: string, body?: unknown, headers?: Record<string, string>) => Promise<LoopbackResponse>
> {
  const response = await client.post('/api/login', { username, password: DEMO_PASSWORD });
  expect(response.status, response.text).toBe(200);
  const csrfToken = (response.body as { csrfToken: string }).csrfToken;
  return (method, path, body, headers = {}) =>
    client.request(method, path, { body, headers: { 'x-csrf-token': csrfToken, ...headers } });
}

/** A multipart/form-data body of JPEG files under the field name `photo`. */
function photoForm(files: Buffer[]): { data: Buffer; contentType: string } {
  const boundary = `----smoke${crypto.randomBytes(8).toString('hex')}`;
  const parts = files.flatMap((file, index) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="photo-${index}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    file,
    Buffer.from('\r\n'),
  ]);
  return {
    data: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

describe.skipIf(!server.uri)(
  `the app on MongoDB end to end${server.ferretDb ? ` (FerretDB ${server.ferretDb})` : ''}`,
  { timeout: 120_000 },
  () => {
    let sink: SmtpSink;
    let api: ApiProcess;
    let catalogue: Car[];
    const database = `smoke_${crypto.randomBytes(4).toString('hex')}`;
    const visitor = () => new LoopbackClient(api.port, '127.0.0.1');

    async function search(body: Record<string, unknown>): Promise<{ cars: Car[]; total: number }> {
      const response = await visitor().post('/api/cars/search', body);
      expect(response.status, response.text).toBe(200);
      return response.body as { cars: Car[]; total: number };
    }

    beforeAll(async () => {
      sink = await startSmtpSink();
      api = await startApiProcess({
        MONGODB_URI: `${server.uri}${database}`,
        SMTP_URL: sink.url,
        SEED_LISTINGS: String(SEED_LISTINGS),
      });
      const first = await search({ pageSize: PAGE, sort: 'price_asc' });
      catalogue = first.cars;
      for (let page = 2; catalogue.length < first.total; page++)
        catalogue.push(...(await search({ page, pageSize: PAGE, sort: 'price_asc' })).cars);
    }, 240_000);

    afterAll(async () => {
      await api?.stop();
      await sink?.close();
      await dropMongoDatabase(server.uri!, database);
    }, 60_000);

    it('seeds the empty database once (the demo listings and the demo sellers’ own), with unique ids', () => {
      expect(catalogue.filter((car) => !car.sellerId)).toHaveLength(SEED_LISTINGS);
      expect(new Set(catalogue.map((car) => car.id)).size).toBe(catalogue.length);
    });

    it.each([
      [{}, 'price_desc'],
      [{ brand: ['škoda', 'BMW'] }, 'price_asc'],
      [{ brand: ['Volkswagen'], model: ['golf', 'Passat'] }, 'year_desc'],
      [{ minPrice: 8_000, maxPrice: 20_000 }, 'price_asc'],
      [{ minYear: 2016, maxYear: 2020 }, 'year_desc'],
      [{ minMileage: 50_000, maxMileage: 150_000 }, 'mileage_asc'],
      [{ fuelTypes: ['diesel', 'hybrid'] }, 'mileage_asc'],
      [{ bodyType: 'suv' }, 'price_asc'],
      [{ transmission: ['automatic'] }, 'price_desc'],
      [{ color: ['black', 'white'] }, 'price_asc'],
      [{ countryId: [4, 2] }, 'price_asc'],
      [{ location: 'zag' }, 'year_desc'],
      [
        { brand: ['Dacia'], fuelTypes: ['petrol'], maxPrice: 15_000, transmission: ['manual'], countryId: [4] },
        'price_asc',
      ],
    ])('searches %j sorted by %s like the shared matching function', async (filters, sort) => {
      const request = searchRequestSchema.parse({ ...filters, sort, pageSize: PAGE });
      const expected = catalogue.filter(compileListingMatcher(request)).sort(compareListings(request.sort));
      const answer = await search({ ...filters, sort, pageSize: PAGE });
      expect(answer.total).toBe(expected.length);
      expect(answer.cars.map((car) => car.id)).toEqual(expected.slice(0, PAGE).map((car) => car.id));
    });

    it('signs in, saves a search and sends one seller email', async () => {
      const client = visitor();
      const call = await signIn(client, 'demo-user');
      const saved = await call('POST', '/api/saved-searches', {
        name: 'Diesel under 15,000',
        filters: { fuelTypes: ['diesel'], maxPrice: 15_000 },
        alerts: 'daily',
      });
      expect(saved.status, saved.text).toBe(201);
      expect(JSON.stringify((await client.request('GET', '/api/saved-searches')).body)).toContain(
        'Diesel under 15,000',
      );

      const car = catalogue.find((candidate) => candidate.seller.email)!;
      const subject = `Smoke ${crypto.randomUUID()}`;
      const body = {
        carId: car.id,
        emailContent: { subject, body: 'Poštovani,\n\nje li vozilo još dostupno?\n\nS poštovanjem,\nAna Kovačić' },
        senderEmail: 'ana@example.test',
        senderName: 'Ana Kovačić',
        language: 'hr',
      };
      const key = crypto.randomUUID();
      expect((await call('POST', '/api/send-contact-email', body, { 'Idempotency-Key': key })).status).toBe(201);
      expect(
        (await call('POST', '/api/send-contact-email', body, { 'Idempotency-Key': key })).headers['idempotent-replay'],
      ).toBe('true');
      const mail = await sink.nextMailTo(car.seller.email!, 20_000);
      expect(mail.subject).toBe(subject);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(sink.received.filter((received) => received.subject === subject)).toHaveLength(1);
    });

    it('adds a dealer listing with photos, served and found by search, with its market value', async () => {
      const client = visitor();
      const call = await signIn(client, 'demo-dealer');
      const created = await call(
        'POST',
        '/api/dealer/listings',
        listingInput({ brand: 'Škoda', model: 'Octavia', year: 2019, price: 14_500, mileage: 90_000 }),
      );
      expect(created.status, created.text).toBe(201);
      const car = created.body as Car;
      const photos = await Promise.all(
        ['#c03020', '#2040c0'].map((color) =>
          sharp({ create: { width: 640, height: 480, channels: 3, background: color } })
            .jpeg()
            .toBuffer(),
        ),
      );
      const csrf = ((await client.request('GET', '/api/csrf-token')).body as { csrfToken: string }).csrfToken;
      const uploaded = await client.request('POST', `/api/dealer/listings/${car.id}/photos`, {
        raw: photoForm(photos),
        headers: { 'x-csrf-token': csrf },
      });
      expect(uploaded.status, uploaded.text).toBe(201);
      const withPhotos = uploaded.body as Car;
      expect(withPhotos.photos).toHaveLength(2);
      const picture = await client.request(
        'GET',
        `/api/images/cars/${car.id}/photos/${withPhotos.photos![0]!.id}/card`,
      );
      expect(picture.status).toBe(200);
      expect(picture.headers['content-type']).toMatch(/^image\//);

      const found = await search({
        brand: ['Škoda'],
        model: ['Octavia'],
        minPrice: 14_500,
        maxPrice: 14_500,
        pageSize: PAGE,
      });
      expect(found.cars.find((candidate) => candidate.id === car.id)?.photos).toHaveLength(2);

      const value = await client.request('GET', `/api/cars/${car.id}/market-value`);
      expect(value.status, value.text).toBe(200);
      const marketValue = value.body as MarketValue;
      // Its comparables are the database's other Octavias, nearest in mileage first.
      expect(marketValue.comparableIds.length).toBeGreaterThan(0);
      const octavias = catalogue.filter(
        (other) => other.brand === 'Škoda' && other.model === 'Octavia' && typeof other.price === 'number',
      );
      for (const id of marketValue.comparableIds) expect(octavias.map((other) => other.id)).toContain(id);
      const distances = marketValue.comparableIds.map((id) =>
        Math.abs(octavias.find((other) => other.id === id)!.mileage - 90_000),
      );
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
    });

    it('resets the demo listings as an admin, keeping the dealer’s own', async () => {
      const call = await signIn(visitor(), 'admin');
      const reset = await call('POST', '/api/cars/reset', {});
      expect(reset.status, reset.text).toBe(200);
      expect(reset.body).toMatchObject({ count: SEED_LISTINGS });
      const after = await search({ pageSize: PAGE });
      expect(after.total).toBe(catalogue.length + 1);
      const dealerOwn = await search({
        minPrice: 14_500,
        maxPrice: 14_500,
        brand: ['Škoda'],
        model: ['Octavia'],
        pageSize: PAGE,
      });
      expect(dealerOwn.cars.some((car) => car.photos?.length === 2)).toBe(true);
    });
  },
);
