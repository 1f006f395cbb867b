/**
 * Seller profiles through the API: a signed-in user who saves a business profile becomes a dealer at once;
 * OIB/VAT and opening hours are checked; the public page shows active listings and "open now" intervals;
 * an admin's suspension hides the seller's listings from search and stops the seller's writes.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import request from 'supertest';
import { emptyWeeklyHours } from '@contract/opening-hours';
import type { PublicSeller, SellerProfile } from '@contract/seller-profile';
import { ownedListing } from '../../testing/listings';
import { businessProfile } from '../../platform/testing/sellers';
import { createTestApp, type TestApp } from '../../testing/test-app';

const MONDAY_10_ZAGREB = new Date('2026-01-12T09:00:00.000Z');

let harness: TestApp;
beforeEach(async () => {
  harness = await createTestApp({ now: () => MONDAY_10_ZAGREB });
});
afterEach(() => harness.close());

async function signedInUser(userType: 'user' | 'admin' | 'premium_dealer' = 'user') {
  const user = await harness.createUser({ userType });
  return { ...(await harness.signIn(user.username)), user };
}

describe('becoming a seller', () => {
  it('answers no profile first, then makes a user a dealer when the profile is saved', async () => {
    const { agent, csrfToken } = await signedInUser();
    expect((await agent.get('/api/dealer/profile').expect(200)).body).toEqual({ profile: null });
    await agent.get('/api/dealer/listings').expect(403);

    const saved = await agent
      .put('/api/dealer/profile')
      .set('X-CSRF-Token', csrfToken)
      .send(businessProfile())
      .expect(200);
    const profile = saved.body.profile as SellerProfile;
    expect(profile).toMatchObject({
      kind: 'business',
      name: 'Auto Centar Zagreb d.o.o.',
      taxId: '12345678903',
      suspended: false,
      premium: false,
    });
    expect(profile.id).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect((await agent.get('/api/user').expect(200)).body.userType).toBe('dealer');
    await agent.get('/api/dealer/listings').expect(200);

    const again = await agent
      .put('/api/dealer/profile')
      .set('X-CSRF-Token', csrfToken)
      .send(businessProfile({ name: 'ACZ' }))
      .expect(200);
    expect(again.body.profile).toMatchObject({ id: profile.id, name: 'ACZ' });
  });

  it('keeps an admin an admin and shows a premium dealer as premium', async () => {
    const admin = await signedInUser('admin');
    await admin.agent
      .put('/api/dealer/profile')
      .set('X-CSRF-Token', admin.csrfToken)
      .send(businessProfile())
      .expect(200);
    expect((await admin.agent.get('/api/user').expect(200)).body.userType).toBe('admin');
    const premium = await signedInUser('premium_dealer');
    const saved = await premium.agent
      .put('/api/dealer/profile')
      .set('X-CSRF-Token', premium.csrfToken)
      .send(businessProfile())
      .expect(200);
    expect(saved.body.profile.premium).toBe(true);
  });

  it('refuses a wrong OIB check digit, a malformed VAT number and a business without hours', async () => {
    const { agent, csrfToken } = await signedInUser();
    const put = (body: object) => agent.put('/api/dealer/profile').set('X-CSRF-Token', csrfToken).send(body);
    expect((await put(businessProfile({ taxId: '12345678901' })).expect(400)).body.fields).toHaveProperty('taxId');
    expect((await put(businessProfile({ taxId: 'ATU1234' })).expect(400)).body.fields.taxId).toMatch(/VAT/);
    expect((await put(businessProfile({ taxId: 'ATU12345678' })).expect(200)).body.profile.taxId).toBe('ATU12345678');
    expect((await put(businessProfile({ openingHours: emptyWeeklyHours() })).expect(400)).body.fields).toHaveProperty(
      'openingHours',
    );
    const overlapping = {
      ...emptyWeeklyHours(),
      mo: [
        { opens: '08:00', closes: '13:00' },
        { opens: '12:00', closes: '17:00' },
      ],
    };
    await put(businessProfile({ openingHours: overlapping })).expect(400);
    await put({ ...businessProfile(), role: 'admin' }).expect(400);
  });

  it('lets a private seller leave out tax number and hours', async () => {
    const { agent, csrfToken } = await signedInUser();
    const saved = await agent
      .put('/api/dealer/profile')
      .set('X-CSRF-Token', csrfToken)
      .send({
        kind: 'private',
        name: 'Marko Marić',
        address: 'Ilica 1',
        city: 'Zagreb',
        countryId: 4,
        phone: '+385 91 111 2222',
      })
      .expect(200);
    expect(saved.body.profile).toMatchObject({ kind: 'private', taxId: null, email: null });
  });

  it('needs a signed-in account and the CSRF token', async () => {
    await request(harness.app).get('/api/dealer/profile').expect(401);
    const { agent } = await signedInUser();
    await agent.put('/api/dealer/profile').send(businessProfile()).expect(403);
  });
});

describe('the public seller page', () => {
  it('shows the active listings, the hours and when the seller is open (Zagreb time)', async () => {
    const { user, agent, csrfToken } = await signedInUser();
    const profile = (
      await agent.put('/api/dealer/profile').set('X-CSRF-Token', csrfToken).send(businessProfile()).expect(200)
    ).body.profile as SellerProfile;
    const [active, , other] = await harness.services.listings.insertMany([
      { ...ownedListing(user.id), sellerId: profile.id },
      { ...ownedListing(user.id), sellerId: profile.id, status: 'sold' },
      ownedListing('someone-else'),
    ]);
    const page = (await request(harness.app).get(`/api/dealers/${profile.id}`).expect(200)).body as PublicSeller;
    expect(page.cars.map((car) => car.id)).toEqual([active!.id]);
    expect(page.total).toBe(1);
    expect(page).not.toHaveProperty('taxId');
    expect(page).not.toHaveProperty('userId');
    expect(page.hoursComputedAt).toBe('2026-01-11T23:00:00.000Z');
    // Monday 08:00–12:00 and 13:00–17:00 in Zagreb (CET).
    expect(page.openIntervals!.slice(0, 2)).toEqual([
      { from: '2026-01-12T07:00:00.000Z', to: '2026-01-12T11:00:00.000Z' },
      { from: '2026-01-12T12:00:00.000Z', to: '2026-01-12T16:00:00.000Z' },
    ]);
    expect(other).toBeDefined();
    await request(harness.app).get('/api/dealers/unknownid123').expect(404);
    await request(harness.app).get('/api/dealers/bad').expect(400);
  });

  it('puts the profile’s name and phone on the seller’s listings when it changes', async () => {
    const { user, agent, csrfToken } = await signedInUser();
    const [listing] = await harness.services.listings.insertMany([ownedListing(user.id)]);
    const profile = (
      await agent.put('/api/dealer/profile').set('X-CSRF-Token', csrfToken).send(businessProfile()).expect(200)
    ).body.profile as SellerProfile;
    const car = (await request(harness.app).get(`/api/cars/${listing!.id}`).expect(200)).body;
    expect(car).toMatchObject({
      sellerId: profile.id,
      seller: { name: 'Auto Centar Zagreb d.o.o.', type: 'dealer', phone: '+385 1 234 5678' },
    });
  });
});

describe('suspension', () => {
  it('hides the seller’s listings and page, refuses the seller’s writes, and undoes it all', async () => {
    const seller = await signedInUser();
    const profile = (
      await seller.agent
        .put('/api/dealer/profile')
        .set('X-CSRF-Token', seller.csrfToken)
        .send(businessProfile())
        .expect(200)
    ).body.profile as SellerProfile;
    const [listing] = await harness.services.listings.insertMany([
      { ...ownedListing(seller.user.id, { brand: 'Lancia', model: 'Ypsilon' }), sellerId: profile.id },
    ]);
    const visitor = await harness.client();
    const searchLancia = async () =>
      (
        await visitor.agent
          .post('/api/cars/search')
          .set('X-CSRF-Token', visitor.csrfToken)
          .send({ brand: 'Lancia' })
          .expect(200)
      ).body.total as number;
    expect(await searchLancia()).toBe(1);

    const admin = await signedInUser('admin');
    await seller.agent
      .put(`/api/admin/sellers/${profile.id}/suspension`)
      .set('X-CSRF-Token', seller.csrfToken)
      .send({ suspended: true })
      .expect(403);
    const suspended = await admin.agent
      .put(`/api/admin/sellers/${profile.id}/suspension`)
      .set('X-CSRF-Token', admin.csrfToken)
      .send({ suspended: true })
      .expect(200);
    expect(suspended.body.profile.suspended).toBe(true);
    await seller.agent.get('/api/admin/sellers').expect(403);
    const listed = await admin.agent
      .get(`/api/admin/sellers?q=${encodeURIComponent(profile.name.split(' ')[0]!)}`)
      .expect(200);
    expect(listed.body.sellers.find((one: { id: string }) => one.id === profile.id)).toMatchObject({ suspended: true });
    expect((await admin.agent.get('/api/admin/sellers?q=no-such-seller-anywhere').expect(200)).body.sellers).toEqual(
      [],
    );
    await admin.agent.get('/api/admin/sellers?page=2').expect(400);
    expect(await searchLancia()).toBe(0);
    await request(harness.app).get(`/api/cars/${listing!.id}`).expect(404);
    await request(harness.app).get(`/api/dealers/${profile.id}`).expect(404);
    const refused = await seller.agent
      .put('/api/dealer/profile')
      .set('X-CSRF-Token', seller.csrfToken)
      .send(businessProfile())
      .expect(403);
    expect(refused.body.code).toBe('seller_suspended');
    expect((await seller.agent.get('/api/dealer/profile').expect(200)).body.profile.suspended).toBe(true);

    await admin.agent
      .put(`/api/admin/sellers/${profile.id}/suspension`)
      .set('X-CSRF-Token', admin.csrfToken)
      .send({ suspended: false })
      .expect(200);
    expect(await searchLancia()).toBe(1);
  });
});
