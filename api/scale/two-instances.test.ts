/**
 * Two API processes on one MongoDB database behind a round-robin proxy, as a growing site runs them: what must
 * hold across instances (sessions, limits, quotas, idempotency, one job runner and one admin reset at a time,
 * search seeing the other's writes), and a `kill -9` of one of them in the middle of the writes.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Car } from '@contract/car';
import { DEMO_PASSWORD } from '../features/seed/demo-accounts';
import { startApiProcess, type ApiProcess } from '../platform/testing/api-process';
import { LoopbackClient, type LoopbackResponse } from '../platform/testing/loopback-client';
import { startRoundRobinProxy, type RoundRobinProxy } from '../platform/testing/round-robin-proxy';
import { listingInput } from '../platform/testing/sellers';
import { startSmtpSink, type SmtpSink } from '../platform/testing/smtp-sink';
import { dropMongoDatabase } from '../platform/testing/store-adapters';

const server = inject('mongodbTestServer');
const SEED_LISTINGS = 300;
const AI_SEARCHES_PER_DAY = 3;

/** A signed-in client: its cookies, and the session's CSRF token (valid on every instance). */
interface Session {
  client: LoopbackClient;
  csrfToken: string;
}

async function signIn(client: LoopbackClient, username: string, password = DEMO_PASSWORD): Promise<Session> {
  const response = await client.post('/api/login', { username, password });
  expect(response.status, response.text).toBe(200);
  return { client, csrfToken: (response.body as { csrfToken: string }).csrfToken };
}

function send(
  session: Session,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<LoopbackResponse> {
  return session.client.request(method, path, { body, headers: { 'x-csrf-token': session.csrfToken, ...headers } });
}

function contactEmail(carId: number, subject: string) {
  return {
    carId,
    emailContent: { subject, body: 'Poštovani,\n\nje li vozilo još dostupno?\n\nS poštovanjem,\nAna Kovačić' },
    senderEmail: 'ana@example.test',
    senderName: 'Ana Kovačić',
    language: 'hr',
  };
}

/** Waits until `check` holds, up to `timeoutMs`; the last value is returned either way for the assertion. */
async function eventually<T>(read: () => Promise<T> | T, check: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!check(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    value = await read();
  }
  return value;
}

describe.skipIf(!server.uri)(
  `two API instances on one MongoDB database${server.ferretDb ? ` (FerretDB ${server.ferretDb})` : ''}`,
  { timeout: 120_000 },
  () => {
    let sink: SmtpSink;
    let first: ApiProcess;
    let second: ApiProcess;
    let proxy: RoundRobinProxy;
    let nextAddress = 10;
    /** A client of the proxy from its own loopback address (per-address limits stay apart between tests). */
    const visitor = () => new LoopbackClient(proxy.port, `127.0.0.${nextAddress++}`);
    const database = `two_instances_${crypto.randomBytes(4).toString('hex')}`;

    beforeAll(async () => {
      sink = await startSmtpSink();
      const env = {
        MONGODB_URI: `${server.uri}${database}`,
        SMTP_URL: sink.url,
        SESSION_SECRET: crypto.randomBytes(32).toString('hex'),
        TRUST_PROXY: 'true',
        SEED_LISTINGS: String(SEED_LISTINGS),
        AI_SEARCHES_PER_DAY: String(AI_SEARCHES_PER_DAY),
        AI_EMAILS_PER_DAY: '1000',
      };
      // One after the other, as a deployment's first start: the first seeds the empty database.
      first = await startApiProcess(env);
      second = await startApiProcess(env);
      proxy = await startRoundRobinProxy([first.port, second.port]);
    }, 400_000);

    /** Listings whose seller has an email address (the admin reset replaces them, so asked for each time). */
    async function carsWithEmail(): Promise<Car[]> {
      const found = await visitor().post('/api/cars/search', { pageSize: 48, sort: 'price_asc' });
      expect(found.status, found.text).toBe(200);
      return (found.body as { cars: Car[] }).cars.filter((car) => car.seller.email);
    }

    afterAll(async () => {
      await proxy?.close();
      await Promise.all([first?.stop(), second?.stop()]);
      await sink?.close();
      await dropMongoDatabase(server.uri!, database);
    }, 60_000);

    it('takes a session made on one instance on the other', async () => {
      const client = new LoopbackClient(first.port, '127.0.0.2');
      const session = await signIn(client, 'demo-user');
      const onSecond = { client: client.on(second.port), csrfToken: session.csrfToken };
      expect((await onSecond.client.request('GET', '/api/user')).body).toMatchObject({ username: 'demo-user' });
      // The CSRF token of the session is the session's, wherever it is checked.
      const saved = await send(onSecond, 'POST', '/api/saved-searches', {
        name: 'Across instances',
        filters: { brand: ['Škoda'] },
      });
      expect(saved.status, saved.text).toBe(201);
      const listed = await session.client.request('GET', '/api/saved-searches');
      expect(JSON.stringify(listed.body)).toContain('Across instances');
    });

    it('counts sign-in attempts of one address together on both instances', async () => {
      const client = visitor();
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 11; attempt++)
        statuses.push((await client.post('/api/login', { username: 'demo-user', password: 'wrong password' })).status);
      // Ten attempts per address and 15 minutes (DEFAULT_RATE_LIMITS.login), whichever instance answers.
      expect(statuses).toEqual([...Array.from({ length: 10 }, () => 401), 429]);
      expect((await client.post('/api/login', { username: 'demo-user', password: DEMO_PASSWORD })).status).toBe(429);
    });

    it('spends one daily AI quota on both instances', async () => {
      const session = await signIn(visitor(), 'demo-dealer');
      const statuses: number[] = [];
      for (let search = 0; search <= AI_SEARCHES_PER_DAY; search++) {
        statuses.push(
          (await send(session, 'POST', '/api/cars/search/ai', { query: 'škoda octavia diesel do 15000 eura' })).status,
        );
      }
      expect(statuses).toEqual([...Array.from({ length: AI_SEARCHES_PER_DAY }, () => 200), 429]);
    });

    it('replays an idempotent request on the other instance with the first answer, and its email goes out once', async () => {
      const client = new LoopbackClient(first.port, '127.0.0.3');
      const session = await signIn(client, 'demo-user');
      const onSecond = { client: client.on(second.port), csrfToken: session.csrfToken };
      const car = (await carsWithEmail())[0]!;
      const key = crypto.randomUUID();
      const subject = `Idempotent ${key}`;
      const firstAnswer = await send(session, 'POST', '/api/send-contact-email', contactEmail(car.id, subject), {
        'Idempotency-Key': key,
      });
      expect(firstAnswer.status, firstAnswer.text).toBe(201);
      const replay = await send(onSecond, 'POST', '/api/send-contact-email', contactEmail(car.id, subject), {
        'Idempotency-Key': key,
      });
      expect(replay.status).toBe(201);
      expect(replay.headers['idempotent-replay']).toBe('true');
      expect(replay.body).toEqual(firstAnswer.body);
      await sink.nextMailTo(car.seller.email!, 20_000);
      expect(sink.received.filter((mail) => mail.subject === subject)).toHaveLength(1);
    });

    it('delivers each promised email exactly once while both instances run the delivery job', async () => {
      const session = await signIn(visitor(), 'demo-premium');
      const cars = (await carsWithEmail()).slice(1, 9);
      const run = crypto.randomUUID();
      const answers = await Promise.all(
        cars.map((car, index) =>
          send(session, 'POST', '/api/send-contact-email', contactEmail(car.id, `Both run ${run} ${index}`), {
            'Idempotency-Key': crypto.randomUUID(),
          }),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual(cars.map(() => 201));
      const ours = () => sink.received.filter((mail) => mail.subject.startsWith(`Both run ${run} `));
      await eventually(ours, (mails) => mails.length >= cars.length, 30_000);
      // Both instances' jobs have had their turn (they run on every email queued, and on a timer) by now.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      expect(
        ours()
          .map((mail) => mail.subject)
          .sort(),
      ).toEqual(cars.map((_, index) => `Both run ${run} ${index}`).sort());
      expect(proxy.handled.get(first.port)).toBeGreaterThan(0);
      expect(proxy.handled.get(second.port)).toBeGreaterThan(0);
    });

    it('shows a listing written through one instance in the next search on the other', async () => {
      const dealer = await signIn(new LoopbackClient(first.port, '127.0.0.4'), 'demo-dealer');
      const onSecond = new LoopbackClient(second.port, '127.0.0.4');
      const created = await send(
        dealer,
        'POST',
        '/api/dealer/listings',
        listingInput({ price: 15_901, location: 'Varaždin' }),
      );
      expect(created.status, created.text).toBe(201);
      // No wait: the MongoDB path keeps no listing index per instance, every search reads the database.
      const found = await onSecond.post('/api/cars/search', {
        brand: ['Škoda'],
        model: 'Octavia',
        minPrice: 15_901,
        maxPrice: 15_901,
        pageSize: 48,
      });
      expect((found.body as { cars: Car[] }).cars.map((car) => car.id)).toContain((created.body as Car).id);
    });

    it('runs one admin reset at a time across instances', async () => {
      const client = new LoopbackClient(first.port, '127.0.0.5');
      const admin = await signIn(client, 'admin');
      const onSecond = { client: client.on(second.port), csrfToken: admin.csrfToken };
      const answers = await Promise.all([
        send(admin, 'POST', '/api/cars/reset', {}),
        send(onSecond, 'POST', '/api/cars/reset', {}),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const refused = answers.find((answer) => answer.status === 409)!;
      expect(refused.body).toMatchObject({ code: 'reset_running' });
      const done = answers.find((answer) => answer.status === 200)!;
      expect(done.body).toMatchObject({ count: SEED_LISTINGS });
      // Both instances see the fresh set, and a reset may run again once the first has finished.
      const count = async (client: LoopbackClient) =>
        ((await client.post('/api/cars/search', {})).body as { total: number }).total;
      expect(await count(client)).toBe(await count(onSecond.client));
      expect((await send(onSecond, 'POST', '/api/cars/reset', {})).status).toBe(200);
    });

    it('keeps every acknowledged write and promised email, none doubled, when one instance is killed (kill -9) during the writes', async () => {
      const session = await signIn(visitor(), 'demo-user');
      const cars = (await carsWithEmail()).slice(10, 22);
      const run = crypto.randomUUID();
      // Emails reach the mail server but are not accepted yet: a delivery cut by the kill has handed nothing over.
      sink.hold();
      const acknowledged = { searches: [] as string[], emails: [] as string[] };
      const write = async (index: number) => {
        const name = `Kill ${run} ${index}`;
        const saved = await send(session, 'POST', '/api/saved-searches', {
          name,
          filters: { maxPrice: 10_000 + index },
        }).catch(() => undefined);
        if (saved?.status === 201) acknowledged.searches.push(name);
        const car = cars[index]!;
        const subject = `Kill ${run} ${index}`;
        const key = crypto.randomUUID();
        // As the device's outbox does: a request whose answer was lost is sent again with the same key.
        for (let attempt = 0; attempt < 3; attempt++) {
          const mailed = await send(session, 'POST', '/api/send-contact-email', contactEmail(car.id, subject), {
            'Idempotency-Key': key,
          }).catch(() => undefined);
          if (mailed?.status === 201) {
            acknowledged.emails.push(subject);
            return;
          }
          if (mailed && mailed.status !== 502 && mailed.status !== 409)
            throw new Error(`${mailed.status}: ${mailed.text}`);
          await new Promise((resolve) => setTimeout(resolve, 300));
        }
      };
      const writes = Promise.allSettled(
        cars.map((_, index) => new Promise((resolve) => setTimeout(resolve, index * 40)).then(() => write(index))),
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      await first.kill();
      const failures = (await writes).filter((result) => result.status === 'rejected');
      sink.release();
      expect(failures).toEqual([]);

      expect(acknowledged.emails.length).toBeGreaterThan(0);
      const survivor = { client: session.client.on(second.port), csrfToken: session.csrfToken };
      const listed = JSON.stringify((await survivor.client.request('GET', '/api/saved-searches')).body);
      for (const name of acknowledged.searches) expect(listed).toContain(name);
      // The survivor takes the delivery job's lease once the killed instance's has run out (15 s), and sends what
      // the dead one had promised or left half-sent.
      const ours = () =>
        sink.received.filter((mail) => mail.subject.startsWith(`Kill ${run} `)).map((mail) => mail.subject);
      const delivered = await eventually(
        ours,
        (subjects) => acknowledged.emails.every((subject) => subjects.includes(subject)),
        60_000,
      );
      for (const subject of acknowledged.emails) expect(delivered).toContain(subject);
      expect(new Set(delivered).size).toBe(delivered.length);
    });
  },
);
