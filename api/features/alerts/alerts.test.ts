/**
 * Alerts through the real app and its scheduler: new matching listings give one email per saved search and
 * run (in the buyer's language, with the cars and unsubscribe headers), a second run sends nothing new, a run
 * that dies midway and is repeated sends each listing once, unsubscribing needs no sign-in and touches only
 * that search, and watched cars send price-drop and sold emails once.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeListing } from '@contract/testing/listing-fixture';
import type { SavedSearch } from '@contract/saved-searches';
import type { MailMessage } from '../../platform/mail/mailer';
import { createTestApp, type TestApp } from '../../testing/test-app';
import pino from 'pino';
import { Scheduler } from '../../platform/jobs/scheduler';
import {
  SAVED_SEARCH_ALERTS_JOB,
  WATCHED_CAR_ALERTS_JOB,
  alertJobs,
  lastDailySlot,
  runSavedSearchAlerts,
  type AlertDeps,
  type SavedSearchAlertState,
} from './alert-jobs';

let harness: TestApp;

beforeEach(async () => {
  harness = await createTestApp({
    listings: [
      makeListing({ brand: 'Škoda', model: 'Octavia', price: 14_000 }),
      makeListing({ brand: 'BMW', model: '3 Series', price: 30_000 }),
    ],
  });
  // The first run sets the cursor: the listings above are old news.
  await harness.scheduler.runNow(SAVED_SEARCH_ALERTS_JOB);
});
afterEach(() => harness.close());

async function buyerWithSearch(language: 'en' | 'hr' | 'de', body: object) {
  const user = await harness.createUser({ language });
  const client = await harness.signIn(user.username);
  const response = await client.agent
    .post('/api/saved-searches')
    .set('X-CSRF-Token', client.csrfToken)
    .send(body)
    .expect(201);
  return { user, client, search: response.body as SavedSearch };
}

async function alertsSent(): Promise<MailMessage[]> {
  await harness.mail.idle();
  return harness.mail.sent.filter((mail) => mail.headers?.['List-Unsubscribe']);
}

function deps(): AlertDeps {
  const { services } = harness;
  return {
    listings: services.listings,
    searches: services.savedSearches,
    watches: services.watches,
    users: services.users,
    mailQueue: services.mailQueue,
    lastListingId: () => services.lastListingId(),
    origin: 'http://localhost:3000',
    secret: harness.config.sessionSecret,
  };
}

function progress() {
  return harness.services.jobStates.progress<SavedSearchAlertState>(SAVED_SEARCH_ALERTS_JOB);
}

describe('saved-search alerts', () => {
  it('sends one email per search and run with the new matching cars, in the buyer’s language, and nothing on the next run', async () => {
    const { user } = await buyerWithSearch('hr', {
      name: 'Octavia do 15.000',
      filters: { brand: 'skoda', model: 'octavia', maxPrice: 15_000 },
      alerts: 'instant',
    });
    const other = await buyerWithSearch('de', { name: 'BMW', filters: { brand: 'BMW' }, alerts: 'instant' });
    const off = await buyerWithSearch('en', { name: 'Any Škoda', filters: { brand: 'Škoda' }, alerts: 'off' });
    const added = await harness.services.listings.insertMany([
      makeListing({ brand: 'Škoda', model: 'Octavia', price: 13_500, location: 'Split' }),
      makeListing({ brand: 'Škoda', model: 'Octavia', price: 12_900 }),
      makeListing({ brand: 'Škoda', model: 'Octavia', price: 19_000 }),
      makeListing({ brand: 'Škoda', model: 'Octavia', price: 11_000, status: 'draft' }),
      makeListing({ brand: 'Audi', model: 'A4', price: 10_000 }),
    ]);
    await harness.scheduler.runNow(SAVED_SEARCH_ALERTS_JOB);
    const sent = await alertsSent();
    expect(sent.map((mail) => mail.to).sort()).toEqual([user.email]);
    const mail = sent[0]!;
    expect(mail.subject).toBe('2 nova automobila za „Octavia do 15.000”');
    expect(mail.text).toContain('Split');
    expect(mail.html).toContain(`/hr/car/`);
    expect(mail.html).toContain(`/api/images/cars/${added[0]!.id}`);
    expect(mail.text).not.toContain('19.000');
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.headers?.['List-Unsubscribe']).toMatch(
      /^<http:\/\/localhost:\d+\/api\/alerts\/unsubscribe\?token=[\w-]+\.[\w-]+>$/,
    );
    expect(other.search.id).toBeTruthy();

    // New matches are counted for every search, emailed or not.
    const list = await off.client.agent.get('/api/saved-searches').expect(200);
    expect(list.body.savedSearches[0].newMatches).toBe(3);

    await harness.scheduler.runNow(SAVED_SEARCH_ALERTS_JOB);
    expect(await alertsSent()).toHaveLength(1);

    await harness.services.listings.insertMany([makeListing({ brand: 'BMW', model: '3 Series', price: 25_000 })]);
    await harness.scheduler.runNow(SAVED_SEARCH_ALERTS_JOB);
    const after = await alertsSent();
    expect(after).toHaveLength(2);
    expect(after[1]).toMatchObject({ to: other.user.email, subject: 'Ein neues Fahrzeug für „BMW“' });
  });

  it('alerts a search for several brands (models tied to their brand) and countries, and one saved in the older single-brand form', async () => {
    const several = await buyerWithSearch('en', {
      name: 'Audi A4 or any Škoda',
      filters: { brand: ['Audi', 'skoda'], model: ['a4'], countryId: [4, 25] },
      alerts: 'instant',
    });
    expect(several.search.filters).toEqual({ brand: ['Audi', 'Škoda'], model: ['A4'], countryId: [4, 25] });
    // A search stored before brands were lists: the alert job reads it as a list of one.
    const old = await buyerWithSearch('de', { name: 'Alt', filters: { brand: 'BMW' }, alerts: 'instant' });
    await harness.services.savedSearches.updateOwned(old.search.id, old.user.id, {
      $set: { filters: { brand: 'BMW', countryId: 11 } },
    });
    const added = await harness.services.listings.insertMany([
      makeListing({ brand: 'Audi', model: 'A4', countryId: 25 }),
      makeListing({ brand: 'Audi', model: 'A6', countryId: 25 }),
      makeListing({ brand: 'Škoda', model: 'Fabia', countryId: 4 }),
      makeListing({ brand: 'Škoda', model: 'Octavia', countryId: 11 }),
      makeListing({ brand: 'BMW', model: 'X1', countryId: 11 }),
      makeListing({ brand: 'BMW', model: 'X3', countryId: 4 }),
    ]);
    await harness.scheduler.runNow(SAVED_SEARCH_ALERTS_JOB);
    const sent = await alertsSent();
    const mine = sent.find((mail) => mail.to === several.user.email)!;
    expect(mine.subject).toContain('2');
    expect(mine.html).toContain(`/api/images/cars/${added[0]!.id}`);
    expect(mine.html).toContain(`/api/images/cars/${added[2]!.id}`);
    for (const other of [1, 3, 4, 5]) expect(mine.html).not.toContain(`/api/images/cars/${added[other]!.id}`);
    const theirs = sent.find((mail) => mail.to === old.user.email)!;
    expect(theirs.html).toContain(`/api/images/cars/${added[4]!.id}`);
    expect(theirs.html).not.toContain(`/api/images/cars/${added[5]!.id}`);
    const list = await old.client.agent.get('/api/saved-searches').expect(200);
    expect(list.body.savedSearches[0].filters).toEqual({ brand: ['BMW'], countryId: [11] });
  });

  it('sends daily alerts once a day at the daily hour (Croatian time), with everything new since', async () => {
    await harness.close();
    let clock = new Date('2026-06-10T08:00:00Z'); // 10:00 in Zagreb (summer time)
    harness = await createTestApp({ now: () => clock, config: { alerts: { intervalMs: 60_000, dailyHour: 7 } } });
    await harness.scheduler.runNow(SAVED_SEARCH_ALERTS_JOB);
    await buyerWithSearch('en', { name: 'Daily', filters: { brand: 'BMW' }, alerts: 'daily' });
    await harness.services.listings.insertMany([makeListing({ brand: 'BMW', model: '3 Series' })]);
    await harness.scheduler.runNow(SAVED_SEARCH_ALERTS_JOB);
    expect(await alertsSent()).toHaveLength(0);

    clock = new Date('2026-06-11T04:59:00Z'); // 06:59 the next morning: not yet
    await harness.scheduler.runNow(SAVED_SEARCH_ALERTS_JOB);
    expect(await alertsSent()).toHaveLength(0);
    clock = new Date('2026-06-11T05:01:00Z'); // 07:01
    await harness.services.listings.insertMany([makeListing({ brand: 'BMW', model: '5 Series' })]);
    await harness.scheduler.runNow(SAVED_SEARCH_ALERTS_JOB);
    const [first] = await alertsSent();
    expect(first?.subject).toMatch(/^2 new cars/);

    await harness.services.listings.insertMany([makeListing({ brand: 'BMW', model: 'X3' })]);
    clock = new Date('2026-06-11T20:00:00Z');
    await harness.scheduler.runNow(SAVED_SEARCH_ALERTS_JOB);
    expect(await alertsSent()).toHaveLength(1);
    clock = new Date('2026-06-12T05:00:00Z'); // 07:00 the day after
    await harness.scheduler.runNow(SAVED_SEARCH_ALERTS_JOB);
    expect(await alertsSent()).toHaveLength(2);
  });

  it('finds the daily hour in Croatian time, summer and winter', () => {
    expect(lastDailySlot(new Date('2026-01-15T05:30:00Z'), 7).toISOString()).toBe('2026-01-14T06:00:00.000Z');
    expect(lastDailySlot(new Date('2026-01-15T06:00:00Z'), 7).toISOString()).toBe('2026-01-15T06:00:00.000Z');
    expect(lastDailySlot(new Date('2026-07-01T12:00:00Z'), 7).toISOString()).toBe('2026-07-01T05:00:00.000Z');
    // The morning daylight saving time starts (02:00 → 03:00) and ends (03:00 → 02:00).
    expect(lastDailySlot(new Date('2026-03-29T06:00:00Z'), 7).toISOString()).toBe('2026-03-29T05:00:00.000Z');
    expect(lastDailySlot(new Date('2026-10-25T07:00:00Z'), 7).toISOString()).toBe('2026-10-25T06:00:00.000Z');
    expect(lastDailySlot(new Date('2026-10-25T07:00:00Z'), 0).toISOString()).toBe('2026-10-24T22:00:00.000Z');
  });

  it('runs on one of several instances at a time (the job lease in the store); each car is emailed once', async () => {
    const { user } = await buyerWithSearch('en', { name: 'Any BMW', filters: { brand: 'BMW' }, alerts: 'instant' });
    await harness.services.listings.insertMany([
      makeListing({ brand: 'BMW', model: '3 Series' }),
      makeListing({ brand: 'BMW', model: 'X5' }),
    ]);
    let active = 0;
    let most = 0;
    let runs = 0;
    // Three more API processes on the same store: their runs are counted while they work.
    const instances = [1, 2, 3].map(() => {
      const base = deps();
      const counted: AlertDeps = {
        ...base,
        lastListingId: async () => {
          runs++;
          most = Math.max(most, ++active);
          await new Promise((resolve) => setTimeout(resolve, 50));
          active--;
          return base.lastListingId();
        },
      };
      const scheduler = new Scheduler(harness.services.leases, harness.services.jobStates, pino({ level: 'silent' }));
      const [searchAlerts, watchAlerts] = alertJobs(counted, 60_000);
      scheduler.add(searchAlerts);
      scheduler.add(watchAlerts);
      return scheduler;
    });
    try {
      await Promise.all(instances.map((instance) => instance.runNow(SAVED_SEARCH_ALERTS_JOB)));
      expect(runs).toBe(1);
      expect(most).toBe(1);
      await Promise.all(instances.map((instance) => instance.runNow(SAVED_SEARCH_ALERTS_JOB)));
      expect(most).toBe(1);
      const sent = (await alertsSent()).filter((mail) => mail.to === user.email);
      expect(sent).toHaveLength(1);
      expect(sent[0]!.subject).toMatch(/^2 new cars/);
    } finally {
      await Promise.all(instances.map((instance) => instance.stop()));
    }
  });

  it('sends each listing once when a run dies midway and is run again', async () => {
    const a = await buyerWithSearch('en', { name: 'A', filters: { brand: 'BMW' }, alerts: 'instant' });
    const b = await buyerWithSearch('en', {
      name: 'B',
      filters: { brand: 'BMW', maxPrice: 50_000 },
      alerts: 'instant',
    });
    await harness.services.listings.insertMany([
      makeListing({ brand: 'BMW', model: '3 Series' }),
      makeListing({ brand: 'BMW', model: 'X5' }),
    ]);

    // Dies after recording the first search's matches (before the batch is done) …
    const dying = deps();
    let records = 0;
    dying.searches = Object.assign(Object.create(harness.services.savedSearches), {
      recordMatches: (...args: Parameters<AlertDeps['searches']['recordMatches']>) => {
        if (++records === 2) throw new Error('process killed');
        return harness.services.savedSearches.recordMatches(...args);
      },
    });
    await expect(
      runSavedSearchAlerts(dying, { signal: new AbortController().signal, progress: progress() }),
    ).rejects.toThrow('process killed');
    // … and again after queuing the first email, before marking it sent.
    const dyingAgain = deps();
    dyingAgain.searches = Object.assign(Object.create(harness.services.savedSearches), {
      markAlertSent: () => Promise.reject(new Error('process killed')),
    });
    await expect(
      runSavedSearchAlerts(dyingAgain, { signal: new AbortController().signal, progress: progress() }),
    ).rejects.toThrow('process killed');

    await runSavedSearchAlerts(deps(), { signal: new AbortController().signal, progress: progress() });
    await runSavedSearchAlerts(deps(), { signal: new AbortController().signal, progress: progress() });
    const sent = await alertsSent();
    expect(sent.map((mail) => mail.to).sort()).toEqual([a.user.email, b.user.email].sort());
    for (const mail of sent) expect(mail.subject).toMatch(/^2 new cars/);
    const stored = await harness.services.savedSearches.findById(a.search.id);
    expect(stored).toMatchObject({ newMatches: 2, pendingIds: [] });
  });

  it('unsubscribes one search by the link, without signing in, and refuses forged tokens', async () => {
    const first = await buyerWithSearch('de', { name: 'Erste', filters: { brand: 'BMW' }, alerts: 'instant' });
    const second = await buyerWithSearch('de', {
      name: 'Zweite',
      filters: { brand: 'BMW', model: '3 Series' },
      alerts: 'instant',
    });
    await harness.services.listings.insertMany([makeListing({ brand: 'BMW', model: '3 Series' })]);
    await harness.scheduler.runNow(SAVED_SEARCH_ALERTS_JOB);
    const mail = (await alertsSent()).find((sent) => sent.subject.includes('Erste'))!;
    const url = new URL(/<(.+)>/.exec(mail.headers!['List-Unsubscribe']!)![1]!);
    const { agent } = await harness.client();
    const page = await agent.get(`${url.pathname}${url.search}`).expect(200);
    expect(page.text).toContain('Sie erhalten keine E-Mails mehr über neue Fahrzeuge für „Erste“.');
    // RFC 8058 one-click POST, no session and no CSRF token.
    await agent.post(`${url.pathname}${url.search}`).type('form').send('List-Unsubscribe=One-Click').expect(200);
    expect((await harness.services.savedSearches.findById(first.search.id))?.alerts).toBe('off');
    expect((await harness.services.savedSearches.findById(second.search.id))?.alerts).toBe('instant');

    const forged = url.searchParams.get('token')!.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await agent.get(`/api/alerts/unsubscribe?token=${forged}`)).status).toBe(400);
    const post = await agent.post(`/api/alerts/unsubscribe?token=${forged}`);
    expect(post.status).toBe(400);
    expect(post.body.code).toBe('unsubscribe_token_invalid');
  });
});

describe('watched-car alerts', () => {
  it('emails a price drop once and a sale once', async () => {
    const user = await harness.createUser({ language: 'en' });
    const client = await harness.signIn(user.username);
    await client.agent
      .post('/api/watched-cars')
      .set('X-CSRF-Token', client.csrfToken)
      .send({ carIds: [1, 2] })
      .expect(200);
    await harness.scheduler.runNow(WATCHED_CAR_ALERTS_JOB);
    await harness.mail.idle();
    const before = harness.mail.sent.length;

    await harness.services.listings.updateListings([
      { id: 1, set: { price: 12_500 } },
      { id: 2, set: { status: 'sold' } },
    ]);
    await harness.scheduler.runNow(WATCHED_CAR_ALERTS_JOB);
    await harness.scheduler.runNow(WATCHED_CAR_ALERTS_JOB);
    await harness.mail.idle();
    const sent = harness.mail.sent.slice(before);
    expect(sent.map((mail) => mail.subject).sort()).toEqual(['Price drop: Škoda Octavia', 'Sold: BMW 3 Series']);
    const drop = sent.find((mail) => mail.subject.startsWith('Price drop'))!;
    expect(drop.to).toBe(user.email);
    expect(drop.text).toContain('went down from €14,000 to €12,500');
    expect(drop.text).toContain('Price down by €1,500');

    // Up again and down to a new low: one more email.
    await harness.services.listings.updateListings([{ id: 1, set: { price: 13_000 } }]);
    await harness.scheduler.runNow(WATCHED_CAR_ALERTS_JOB);
    await harness.services.listings.updateListings([{ id: 1, set: { price: 12_000 } }]);
    await harness.scheduler.runNow(WATCHED_CAR_ALERTS_JOB);
    await harness.mail.idle();
    expect(harness.mail.sent.slice(before).map((mail) => mail.subject)).toHaveLength(3);
  });
});
