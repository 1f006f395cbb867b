/**
 * A dealer's photos through the API: multipart upload checked by content (not by name or declared type), EXIF
 * stripped and orientation applied, rendered at the card and detail sizes the image endpoint serves; reorder
 * and cover; the limits answer 413 with a message; another dealer's listing answers 404.
 */
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Car } from '@contract/car';
import { MAX_PHOTO_BYTES, PHOTO_MESSAGES } from '@contract/dealer-api';
import { businessProfile, listingInput } from '../../platform/testing/sellers';
import { createTestApp, type TestApp } from '../../testing/test-app';

let harness: TestApp;
beforeEach(async () => {
  harness = await createTestApp();
});
afterEach(() => harness.close());

async function seller() {
  const user = await harness.createUser();
  const session = await harness.signIn(user.username);
  await session.agent
    .put('/api/dealer/profile')
    .set('X-CSRF-Token', session.csrfToken)
    .send(businessProfile())
    .expect(200);
  const car = (
    await session.agent
      .post('/api/dealer/listings')
      .set('X-CSRF-Token', session.csrfToken)
      .send(listingInput({ brand: 'Dacia', model: 'Duster' }))
      .expect(201)
  ).body as Car;
  const upload = (files: { data: Buffer; name?: string; type?: string }[], carId = car.id) => {
    let pending = session.agent.post(`/api/dealer/listings/${carId}/photos`).set('X-CSRF-Token', session.csrfToken);
    files.forEach((file, index) => {
      pending = pending.attach('photo', file.data, {
        filename: file.name ?? `photo-${index}.jpg`,
        contentType: file.type ?? 'image/jpeg',
      });
    });
    return pending;
  };
  return { ...session, car, upload };
}

/** A camera photo: 300×200 pixels stored sideways with EXIF orientation 6 (turn right) and a camera make and GPS note. */
function cameraPhoto(color = '#c03020'): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 200, channels: 3, background: color } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Make: 'TabletCam', ImageDescription: 'GPS 45.81N 15.98E' } })
    .toBuffer();
}

function png(): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 4, background: '#2040c0' } })
    .png()
    .toBuffer();
}

describe('listing photos', () => {
  it('uploads photos checked by content, upright and without EXIF, served at the card and detail sizes', async () => {
    const { upload, car, agent } = await seller();
    const camera = await cameraPhoto();
    expect((await sharp(camera).metadata()).exif).toBeDefined();
    // A PNG sent under a wrong name and type is still a photo: its bytes decide.
    const listing = (
      await upload([{ data: camera }, { data: await png(), name: 'notes.txt', type: 'text/plain' }]).expect(201)
    ).body as Car;
    expect(listing.photos).toHaveLength(2);
    expect(listing.photos![0]).toMatchObject({ width: 200, height: 300 });
    expect(listing.photos![1]).toMatchObject({ width: 640, height: 480 });

    const cover = await agent
      .get(`/api/images/cars/${car.id}/photos/${listing.photos![0]!.id}/detail`)
      .expect(200)
      .expect('Content-Type', 'image/jpeg');
    const metadata = await sharp(cover.body as Buffer).metadata();
    expect(metadata).toMatchObject({ width: 600, height: 400, format: 'jpeg' });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    const card = await agent
      .get(`/api/images/cars/${car.id}/photos/${listing.photos![1]!.id}/card`)
      .set('Accept', 'image/webp')
      .expect(200);
    expect(card.headers['content-type']).toBe('image/webp');
    expect(await sharp(card.body as Buffer).metadata()).toMatchObject({ width: 400, height: 256, format: 'webp' });

    // The listing's own picture is now its cover, and search shows the photos.
    const picture = await agent.get(`/api/images/cars/${car.id}/detail`).expect(200);
    expect(Buffer.compare(picture.body as Buffer, cover.body as Buffer)).toBe(0);
    const visitor = await harness.client();
    const found = (
      await visitor.agent
        .post('/api/cars/search')
        .set('X-CSRF-Token', visitor.csrfToken)
        .send({ brand: 'Dacia' })
        .expect(200)
    ).body as { cars: Car[] };
    expect(found.cars[0]!.photos!.map((photo) => photo.id)).toEqual(listing.photos!.map((photo) => photo.id));
  });

  it('reorders, sets the cover and deletes; the cover image follows', async () => {
    const { upload, car, agent, csrfToken } = await seller();
    const listing = (
      await upload([
        { data: await cameraPhoto('#ff0000') },
        { data: await cameraPhoto('#00ff00') },
        { data: await cameraPhoto('#0000ff') },
      ]).expect(201)
    ).body as Car;
    const [red, green, blue] = listing.photos!.map((photo) => photo.id) as [string, string, string];
    const path = `/api/dealer/listings/${car.id}/photos`;
    const patch = (body: object) => agent.patch(path).set('X-CSRF-Token', csrfToken).send(body);

    expect(
      (await patch({ order: [blue, red, green] }).expect(200)).body.photos.map((photo: { id: string }) => photo.id),
    ).toEqual([blue, red, green]);
    const coverColour = async () => {
      const { body } = await agent.get(`/api/images/cars/${car.id}/card`).expect(200);
      const { dominant } = await sharp(body as Buffer).stats();
      return dominant;
    };
    expect((await coverColour()).b).toBeGreaterThan(200);
    expect((await patch({ cover: green }).expect(200)).body.photos.map((photo: { id: string }) => photo.id)).toEqual([
      green,
      blue,
      red,
    ]);
    expect((await coverColour()).g).toBeGreaterThan(200);

    expect((await patch({ order: [green, blue] }).expect(400)).body.code).toBe('photo_order_mismatch');
    expect((await patch({ order: [green, green, blue] }).expect(400)).body.code).toBe('photo_order_mismatch');
    expect((await patch({ cover: 'AAAAAAAAAAAA' }).expect(400)).body.code).toBe('unknown_photo');
    await patch({}).expect(400);

    const afterDelete = (await agent.delete(`${path}/${green}`).set('X-CSRF-Token', csrfToken).expect(200)).body as Car;
    expect(afterDelete.photos!.map((photo) => photo.id)).toEqual([blue, red]);
    await agent.get(`/api/images/cars/${car.id}/photos/${green}/card`).expect(404);
    expect((await coverColour()).b).toBeGreaterThan(200);
  });

  it('refuses what is not a photo by its content, and answers 413 with a message over the limits', async () => {
    const { upload } = await seller();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    expect((await upload([{ data: Buffer.from('not a photo at all') }]).expect(415)).body).toMatchObject({
      code: 'not_a_photo',
      message: PHOTO_MESSAGES.notAPhoto,
    });
    expect((await upload([{ data: svg, name: 'car.jpg' }]).expect(415)).body.code).toBe('not_a_photo');

    const oversized = Buffer.concat([await png(), Buffer.alloc(MAX_PHOTO_BYTES)]);
    expect((await upload([{ data: oversized }]).expect(413)).body).toMatchObject({
      code: 'photo_too_large',
      message: PHOTO_MESSAGES.tooLarge,
    });
    const request = Buffer.alloc(13 * 1024 * 1024);
    expect((await upload([{ data: request }, { data: request }]).expect(413)).body).toMatchObject({
      code: 'photo_upload_too_large',
      message: PHOTO_MESSAGES.uploadTooLarge,
    });

    const small = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer();
    expect((await upload(Array.from({ length: 6 }, () => ({ data: small }))).expect(413)).body.code).toBe(
      'too_many_photos_in_request',
    );
    for (let batch = 0; batch < 4; batch++)
      await upload(Array.from({ length: 5 }, () => ({ data: small }))).expect(201);
    expect((await upload([{ data: small }]).expect(413)).body).toMatchObject({
      code: 'too_many_photos',
      message: PHOTO_MESSAGES.tooMany,
    });
    // Two 13 MB requests and twenty photos decoded: more than 5 s on a busy machine.
  }, 30_000);

  it('keeps every photo when uploads arrive at once', async () => {
    const { upload, agent, csrfToken, car } = await seller();
    const photo = await cameraPhoto();
    await Promise.all(Array.from({ length: 4 }, () => upload([{ data: photo }]).expect(201)));
    const listing = (await agent.get(`/api/dealer/listings/${car.id}`).set('X-CSRF-Token', csrfToken).expect(200))
      .body as Car;
    expect(new Set(listing.photos!.map((stored) => stored.id)).size).toBe(4);
  });

  it('answers 404 for another dealer’s listing and asks for a signed-in dealer', async () => {
    const owner = await seller();
    const other = await seller();
    const photo = await cameraPhoto();
    await other.upload([{ data: photo }], owner.car.id).expect(404);
    await other.agent
      .patch(`/api/dealer/listings/${owner.car.id}/photos`)
      .set('X-CSRF-Token', other.csrfToken)
      .send({ order: [] })
      .expect(404);
    const visitor = await harness.client();
    await visitor.agent
      .post(`/api/dealer/listings/${owner.car.id}/photos`)
      .set('X-CSRF-Token', visitor.csrfToken)
      .attach('photo', photo, 'a.jpg')
      .expect(401);
    await owner.agent
      .post(`/api/dealer/listings/${owner.car.id}/photos`)
      .set('X-CSRF-Token', owner.csrfToken)
      .send({ photo: 'x' })
      .expect(400);
  });

  it('shows a draft’s pictures only to its dealer and to admins, as its page', async () => {
    const owner = await seller();
    const draft = (
      await owner.agent
        .post('/api/dealer/listings')
        .set('X-CSRF-Token', owner.csrfToken)
        .send(listingInput({ brand: 'Dacia', model: 'Sandero', status: 'draft' }))
        .expect(201)
    ).body as Car;
    const listing = (await owner.upload([{ data: await cameraPhoto() }], draft.id).expect(201)).body as Car;
    const photoPath = `/api/images/cars/${draft.id}/photos/${listing.photos![0]!.id}/card`;
    const picturePaths = [`/api/images/cars/${draft.id}/card`, `/api/images/cars/${draft.id}/detail`, photoPath];

    const visitor = await harness.client();
    await visitor.agent.get(`/api/cars/${draft.id}`).expect(404);
    const other = await seller();
    for (const path of picturePaths) {
      await visitor.agent.get(path).expect(404);
      await other.agent.get(path).expect(404);
      const own = await owner.agent.get(path).expect(200);
      expect(own.headers['cache-control']).toBe('private, no-cache');
    }
    const admin = await harness.createUser({ userType: 'admin' });
    const adminSession = await harness.signIn(admin.username);
    await adminSession.agent.get(photoPath).expect(200);

    // Published, the pictures are everyone's (and shared caches may keep them).
    await owner.agent
      .patch(`/api/dealer/listings/${draft.id}`)
      .set('X-CSRF-Token', owner.csrfToken)
      .send({ status: 'active' })
      .expect(200);
    const seen = await visitor.agent.get(photoPath).expect(200);
    expect(seen.headers['cache-control']).toMatch(/^public/);
    await visitor.agent.get(`/api/images/cars/${draft.id}/card`).expect(200);
  });
});
