/**
 * A dealer's listings through the API: create (published at once and found by search, or a draft), read,
 * edit with the same checks, mark sold, deactivate and reactivate, renew, duplicate, delete; another
 * dealer's listing answers 404; a suspended seller's writes answer 403; statistics are read from counters.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Car } from '@contract/car';
import { DEALER_MESSAGES, type DealerStats } from '@contract/dealer-api';
import { generateListings } from '../seed/generate-listings';
import { businessProfile, listingInput } from '../../platform/testing/sellers';
import { createTestApp, type TestApp } from '../../testing/test-app';

const NOW = new Date('2026-11-20T10:00:00.000Z');
let harness: TestApp;
beforeEach(async () => {
  harness = await createTestApp({ now: () => NOW });
});
afterEach(() => harness.close());

async function seller() {
  const user = await harness.createUser();
  const session = await harness.signIn(user.username);
  const profile = (
    await session.agent
      .put('/api/dealer/profile')
      .set('X-CSRF-Token', session.csrfToken)
      .send(businessProfile())
      .expect(200)
  ).body.profile;
  const call = (method: 'post' | 'patch' | 'delete' | 'get', path: string, body?: object) => {
    const pending = session.agent[method](path).set('X-CSRF-Token', session.csrfToken);
    return body ? pending.send(body) : pending;
  };
  return { ...session, user, profile, call };
}

async function search(body: object) {
  const visitor = await harness.client();
  return (await visitor.agent.post('/api/cars/search').set('X-CSRF-Token', visitor.csrfToken).send(body).expect(200))
    .body as { cars: Car[]; total: number };
}

describe('dealer listings', () => {
  it('publishes a listing that search finds at once, with the seller’s profile on it', async () => {
    const { call, profile } = await seller();
    const created = (
      await call(
        'post',
        '/api/dealer/listings',
        listingInput({ brand: 'skoda', model: 'octavia', price: 15_900 }),
      ).expect(201)
    ).body;
    expect(created).toMatchObject({
      brand: 'Škoda',
      model: 'Octavia',
      status: 'active',
      sellerId: profile.id,
      seller: { name: profile.name, type: 'dealer' },
    });
    expect(Date.parse(created.validUntil) - NOW.getTime()).toBe(90 * 86_400_000);
    const found = await search({ brand: 'Škoda', model: 'Octavia' });
    expect(found.cars.map((car) => car.id)).toEqual([created.id]);
    expect(found.cars[0]).not.toHaveProperty('dealerId');
  });

  it('checks the catalog, the fixed lists and the VIN check digit', async () => {
    const { call } = await seller();
    const fields = async (body: object) =>
      (await call('post', '/api/dealer/listings', body).expect(400)).body.fields as Record<string, string>;
    expect(await fields(listingInput({ brand: 'Trabant' }))).toHaveProperty('brand');
    expect(await fields(listingInput({ model: 'Golf' }))).toHaveProperty('model');
    expect(await fields(listingInput({ vin: '1M8GDM9A1KP042788' }))).toHaveProperty('vin');
    expect(await fields({ ...listingInput(), fuelType: 'steam' })).toHaveProperty('fuelType');
    expect(await fields({ ...listingInput(), dealerId: 'x' })).toHaveProperty('dealerId');
    await call('post', '/api/dealer/listings', listingInput({ vin: '', year: 1975 })).expect(201);
  });

  it('places a listing at its town, finds it near a point, and refuses a town it does not know in the country', async () => {
    const { call } = await seller();
    const created = (
      await call(
        'post',
        '/api/dealer/listings',
        listingInput({ brand: 'skoda', model: 'octavia', location: '10290 Zaprešić' }),
      ).expect(201)
    ).body as Car;
    expect(created.coordinates).toEqual({ lat: expect.closeTo(45.856, 2), lon: expect.closeTo(15.806, 2) });
    const near = await search({ near: 'zagreb', radiusKm: 25, sort: 'distance_asc', brand: 'Škoda', model: 'Octavia' });
    expect(near.cars.map((car) => car.id)).toEqual([created.id]);
    expect(near.cars[0]!.distanceKm).toBeGreaterThan(10);
    expect(near.cars[0]!.distanceKm).toBeLessThan(20);
    expect((await search({ near: 'split', radiusKm: 50, brand: 'Škoda', model: 'Octavia' })).total).toBe(0);
    const refused = (await call('post', '/api/dealer/listings', listingInput({ location: 'Xyzgrad' })).expect(400))
      .body as { fields: Record<string, string> };
    expect(refused.fields).toEqual({ location: DEALER_MESSAGES.unknownTown });
    const ambiguous = (
      await call('post', '/api/dealer/listings', listingInput({ location: 'Sveta Nedelja' })).expect(400)
    ).body as { fields: Record<string, string> };
    expect(ambiguous.fields.location).toBe(
      `${DEALER_MESSAGES.ambiguousTown}: Sveta Nedelja (Zagrebačka županija, 10431); Sveta Nedelja (Istarska županija, 52231)`,
    );
    const visitor = await harness.client();
    await visitor.agent
      .post('/api/cars/search')
      .set('X-CSRF-Token', visitor.csrfToken)
      .send({ near: 'atlantis' })
      .expect(400);
  });

  it('takes a European VIN, whose 9th character is no check digit', async () => {
    const { call } = await seller();
    const created = (
      await call(
        'post',
        '/api/dealer/listings',
        listingInput({ brand: 'Volkswagen', model: 'Golf', year: 2008, vin: 'WVWZZZ1KZ8W123456' }),
      ).expect(201)
    ).body;
    expect(created.vin).toBe('WVWZZZ1KZ8W123456');
    await call('patch', `/api/dealer/listings/${created.id}`, { vin: 'VF1RFB00X51234567' }).expect(200);
  });

  it('marks the demo generator’s made-up listings as demo listings, and a dealer’s not', async () => {
    const [generated] = await harness.services.listings.insertMany(generateListings({ count: 1, seed: 3, now: NOW }));
    const { call } = await seller();
    const own = (
      await call('post', '/api/dealer/listings', listingInput({ brand: 'Dacia', model: 'Duster' })).expect(201)
    ).body as Car;
    const visitor = await harness.client();
    expect((await visitor.agent.get(`/api/cars/${generated!.id}`).expect(200)).body.demoListing).toBe(true);
    expect((await visitor.agent.get(`/api/cars/${own.id}`).expect(200)).body).not.toHaveProperty('demoListing');
  });

  it('keeps a draft out of search until it is published', async () => {
    const { call } = await seller();
    const draft = (
      await call(
        'post',
        '/api/dealer/listings',
        listingInput({ status: 'draft', brand: 'Dacia', model: 'Duster' }),
      ).expect(201)
    ).body;
    expect((await search({ brand: 'Dacia' })).total).toBe(0);
    const published = (await call('patch', `/api/dealer/listings/${draft.id}`, { status: 'active' }).expect(200)).body;
    expect(published.status).toBe('active');
    expect((await search({ brand: 'Dacia' })).total).toBe(1);
  });

  it('edits, marks sold, deactivates and reactivates, renews and deletes; search follows each step', async () => {
    const { call } = await seller();
    const car = (
      await call(
        'post',
        '/api/dealer/listings',
        listingInput({ brand: 'Dacia', model: 'Duster', price: 9_000 }),
      ).expect(201)
    ).body;
    const path = `/api/dealer/listings/${car.id}`;
    expect((await call('patch', path, { price: 8_500, mileage: 120_000 }).expect(200)).body).toMatchObject({
      price: 8_500,
      mileage: 120_000,
    });
    expect((await call('patch', path, { model: 'Golf' }).expect(400)).body.fields).toHaveProperty('model');
    expect((await search({ brand: 'Dacia', maxPrice: 8_600 })).total).toBe(1);

    await call('patch', path, { status: 'inactive' }).expect(200);
    expect((await search({ brand: 'Dacia' })).total).toBe(0);
    await call('patch', path, { status: 'active' }).expect(200);
    expect((await search({ brand: 'Dacia' })).total).toBe(1);

    const renewed = (await call('post', '/api/dealer/listings/bulk', { ids: [car.id], action: 'renew' }).expect(200))
      .body;
    expect(renewed.changed).toBe(1);

    await call('patch', path, { status: 'sold' }).expect(200);
    expect((await search({ brand: 'Dacia' })).total).toBe(0);
    expect((await call('patch', path, { status: 'active' }).expect(409)).body.code).toBe('not_publishable');

    await call('delete', path).expect(204);
    await call('get', path).expect(404);
  });

  it('duplicates a listing as a draft and lists the dealer’s listings by status', async () => {
    const { call } = await seller();
    const car = (await call('post', '/api/dealer/listings', listingInput({ stockNumber: 'A-1' })).expect(201)).body;
    const copy = (await call('post', `/api/dealer/listings/${car.id}/duplicate`).expect(201)).body;
    expect(copy).toMatchObject({ status: 'draft', brand: car.brand, price: car.price });
    expect(copy.id).not.toBe(car.id);
    expect(copy.stockNumber).toBeUndefined();
    const drafts = (await call('get', '/api/dealer/listings?status=draft').expect(200)).body;
    expect(drafts.cars.map((listing: Car) => listing.id)).toEqual([copy.id]);
    expect((await call('get', '/api/dealer/listings').expect(200)).body.total).toBe(2);
  });

  it('answers 404 for another dealer’s listing and 403 to a suspended seller', async () => {
    const owner = await seller();
    const other = await seller();
    const car = (await owner.call('post', '/api/dealer/listings', listingInput()).expect(201)).body;
    await other.call('get', `/api/dealer/listings/${car.id}`).expect(404);
    await other.call('patch', `/api/dealer/listings/${car.id}`, { price: 1 }).expect(404);
    await other.call('delete', `/api/dealer/listings/${car.id}`).expect(404);
    await other.call('post', `/api/dealer/listings/${car.id}/duplicate`).expect(404);
    expect(
      (await other.call('post', '/api/dealer/listings/bulk', { ids: [car.id], action: 'deactivate' }).expect(200)).body
        .changed,
    ).toBe(0);

    await harness.services.sellerProfiles.setSuspended(owner.profile.id, true);
    expect((await owner.call('post', '/api/dealer/listings', listingInput()).expect(403)).body.code).toBe(
      'seller_suspended',
    );
    await owner.call('patch', `/api/dealer/listings/${car.id}`, { price: 1 }).expect(403);
    await owner.call('delete', `/api/dealer/listings/${car.id}`).expect(403);
  });

  it('marks a premium dealer’s listings (created and imported) with the premium badge, and no one else’s', async () => {
    const premiumUser = await harness.createUser({ userType: 'premium_dealer' });
    const premium = await harness.signIn(premiumUser.username);
    await premium.agent
      .put('/api/dealer/profile')
      .set('X-CSRF-Token', premium.csrfToken)
      .send(businessProfile())
      .expect(200);
    const premiumCar = (
      await premium.agent
        .post('/api/dealer/listings')
        .set('X-CSRF-Token', premium.csrfToken)
        .send(listingInput({ brand: 'Dacia', model: 'Duster' }))
        .expect(201)
    ).body;
    const { call } = await seller();
    const plainCar = (
      await call('post', '/api/dealer/listings', listingInput({ brand: 'Dacia', model: 'Sandero' })).expect(201)
    ).body;
    const found = await search({ brand: 'Dacia' });
    expect(found.cars.find((car) => car.id === premiumCar.id)?.seller.premium).toBe(true);
    expect(found.cars.find((car) => car.id === plainCar.id)?.seller.premium).toBeUndefined();
  });

  it('hints how an asking price compares with similar listings, as the dealer types it', async () => {
    const { call } = await seller();
    for (const price of [10_000, 10_500, 11_000, 11_500, 12_000, 12_500]) {
      const input = listingInput({ brand: 'Dacia', model: 'Duster', year: 2020, mileage: 60_000, price });
      // Registered mid-year, as the hint assumes of a car it knows only the model year of.
      await call('post', '/api/dealer/listings', {
        ...input,
        additionalDetails: { ...input.additionalDetails, firstRegistration: '2020-07', features: [] },
      }).expect(201);
    }
    const hint = (price: number) =>
      call(
        'get',
        `/api/dealer/price-hint?brand=Dacia&model=Duster&year=2020&mileage=61000&fuelType=diesel&transmission=manual&powerKw=110&price=${price}`,
      );
    const fair = (await hint(11_200).expect(200)).body;
    expect(fair).toMatchObject({ count: 6, enough: true, price: 11_200 });
    expect(fair.median).toBeGreaterThanOrEqual(11_000);
    expect(fair.median).toBeLessThanOrEqual(11_500);
    expect((await hint(19_000).expect(200)).body.rating).toBe('overpriced');
    expect((await hint(3_000).expect(200)).body).toMatchObject({ rating: 'tooLow', riskNote: true });
    // Like-for-like: another power or a demo car finds none of them.
    expect(
      (
        await call(
          'get',
          '/api/dealer/price-hint?brand=Dacia&model=Duster&year=2020&mileage=61000&fuelType=diesel&transmission=manual&powerKw=84&price=11200',
        ).expect(200)
      ).body,
    ).toMatchObject({ count: 0, rating: 'notEnoughData' });
    expect(
      (
        await call(
          'get',
          '/api/dealer/price-hint?brand=Dacia&model=Duster&year=2020&mileage=61000&fuelType=diesel&transmission=manual&powerKw=110&listingType=demo&price=11200',
        ).expect(200)
      ).body.count,
    ).toBe(0);
    expect(
      (
        await call(
          'get',
          '/api/dealer/price-hint?brand=Dacia&model=Duster&year=2020&mileage=x&fuelType=diesel&transmission=manual&powerKw=110&price=1',
        ).expect(400)
      ).body.fields,
    ).toHaveProperty('mileage');
    const visitor = await harness.client();
    await visitor.agent
      .get(
        '/api/dealer/price-hint?brand=Dacia&model=Duster&year=2020&mileage=1&fuelType=diesel&transmission=manual&powerKw=110&price=1',
      )
      .expect(401);
  });

  it('needs a seller profile to create a listing', async () => {
    const dealer = await harness.createUser({ userType: 'dealer' });
    const { agent, csrfToken } = await harness.signIn(dealer.username);
    expect(
      (await agent.post('/api/dealer/listings').set('X-CSRF-Token', csrfToken).send(listingInput()).expect(409)).body
        .code,
    ).toBe('seller_profile_missing');
  });
});

describe('dealer statistics', () => {
  it('counts search appearances, detail opens and phone reveals per listing and day', async () => {
    const { call } = await seller();
    const car = (
      await call('post', '/api/dealer/listings', listingInput({ brand: 'Dacia', model: 'Duster' })).expect(201)
    ).body;
    await search({ brand: 'Dacia' });
    await search({ brand: 'Dacia' });
    const buyer = await harness.client();
    await buyer.agent.post(`/api/cars/${car.id}/view`).set('X-CSRF-Token', buyer.csrfToken).expect(200);
    await buyer.agent.post(`/api/cars/${car.id}/phone-reveal`).set('X-CSRF-Token', buyer.csrfToken).expect(200);
    await buyer.agent.post(`/api/cars/${car.id}/phone-reveal`).set('X-CSRF-Token', buyer.csrfToken).expect(200);

    const stats = (await call('get', '/api/dealer/stats').expect(200)).body as DealerStats;
    expect(stats.days).toHaveLength(30);
    expect(stats.days.at(-1)).toBe('2026-11-20');
    expect(stats.listings).toEqual([
      {
        id: car.id,
        views: 1,
        impressions: 2,
        phoneReveals: 1,
        contactEmails: 0,
        viewsPerDay: [...Array.from({ length: 29 }, () => 0), 1],
      },
    ]);
  });
});
