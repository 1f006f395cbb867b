/**
 * A dealer's photos of a listing: checked by their content (sharp reads the bytes; the name and the declared
 * type are not trusted), turned upright by their EXIF orientation, stripped of EXIF and every other metadata,
 * and rendered once into the sizes the image endpoint serves (card and detail, JPEG). The listing keeps the
 * order (the first is the cover); the files live under `<dataDir>/photos/<listing id>/`.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { CAR_NOT_FOUND_MESSAGE } from '@contract/api-error';
import { IMAGE_SIZES, MAX_CAR_PHOTOS, type CarPhoto, type ImageSize } from '@contract/car';
import { MAX_PHOTO_BYTES, MAX_PHOTO_PIXELS, PHOTO_MESSAGES, type DealerPhotosPatch } from '@contract/dealer-api';
import type { ListingDoc } from '../cars/listing-collection';
import type { ListingRepository } from '../cars/listing-repository';
import { HttpError, notFound } from '../../platform/http/http-error';
import { IMAGE_QUALITY } from '../images/render-image';
import type { SellerProfileService } from './seller-profile-service';
import { suspendedError } from './seller-profile-service';

/** Formats a camera or a phone gallery gives; anything else (SVG, GIF, PDF, TIFF ...) is refused. */
const UPLOAD_FORMATS = new Set(['jpeg', 'png', 'webp', 'avif', 'heif']);

/** The rendered files of the photos, one folder per listing. */
export class PhotoStore {
  constructor(private readonly directory: string) {}

  private fileOf(carId: number, photoId: string, size: ImageSize): string {
    return path.join(this.directory, String(carId), `${photoId}-${size}.jpg`);
  }

  async write(carId: number, photoId: string, renders: Record<ImageSize, Buffer>): Promise<void> {
    await mkdir(path.join(this.directory, String(carId)), { recursive: true });
    for (const [size, data] of Object.entries(renders) as [ImageSize, Buffer][]) {
      const file = this.fileOf(carId, photoId, size);
      const temporary = `${file}.${randomUUID()}.tmp`;
      await writeFile(temporary, data);
      await rename(temporary, file);
    }
  }

  async read(carId: number, photoId: string, size: ImageSize): Promise<Buffer | null> {
    try {
      return await readFile(this.fileOf(carId, photoId, size));
    } catch {
      return null;
    }
  }

  async remove(carId: number, photoId: string): Promise<void> {
    await Promise.all(
      (Object.keys(IMAGE_SIZES) as ImageSize[]).map((size) =>
        unlink(this.fileOf(carId, photoId, size)).catch(() => undefined),
      ),
    );
  }

  async removeListing(carId: number): Promise<void> {
    await rm(path.join(this.directory, String(carId)), { recursive: true, force: true });
  }
}

export interface ProcessedPhoto {
  width: number;
  height: number;
  renders: Record<ImageSize, Buffer>;
}

/** Checks an upload by its bytes and renders it upright, without metadata, at every served size. */
export async function processPhoto(data: Buffer): Promise<ProcessedPhoto> {
  if (data.length > MAX_PHOTO_BYTES) throw new HttpError(413, 'photo_too_large', PHOTO_MESSAGES.tooLarge);
  const options = { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' } as const;
  let metadata: Metadata;
  try {
    metadata = await sharp(data, options).metadata();
  } catch {
    throw new HttpError(415, 'not_a_photo', PHOTO_MESSAGES.notAPhoto);
  }
  if (!metadata.format || !UPLOAD_FORMATS.has(metadata.format) || !metadata.width || !metadata.height) {
    throw new HttpError(415, 'not_a_photo', PHOTO_MESSAGES.notAPhoto);
  }
  if (metadata.width * metadata.height > MAX_PHOTO_PIXELS)
    throw new HttpError(413, 'photo_too_many_pixels', PHOTO_MESSAGES.tooManyPixels);
  const upright =
    (metadata.orientation ?? 1) >= 5
      ? { width: metadata.height, height: metadata.width }
      : { width: metadata.width, height: metadata.height };
  const renders = {} as Record<ImageSize, Buffer>;
  try {
    for (const [size, dimensions] of Object.entries(IMAGE_SIZES) as [ImageSize, { width: number; height: number }][]) {
      // rotate() applies the EXIF orientation; sharp writes no metadata unless asked (withMetadata), so EXIF and GPS are gone.
      renders[size] = await sharp(data, options)
        .rotate()
        .resize(dimensions.width, dimensions.height, { fit: 'cover', position: 'attention' })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: IMAGE_QUALITY, mozjpeg: true })
        .toBuffer();
    }
  } catch {
    throw new HttpError(415, 'not_a_photo', PHOTO_MESSAGES.notAPhoto);
  }
  return { ...upright, renders };
}

export interface ListingPhotosDeps {
  listings: ListingRepository;
  profiles: SellerProfileService;
  store: PhotoStore;
}

/** Adds, reorders and removes a dealer's photos of their own listing (someone else's answers 404). */
export class ListingPhotos {
  /** One change at a time per listing, so concurrent uploads never drop each other's photos. */
  private readonly queues = new Map<number, Promise<unknown>>();

  constructor(private readonly deps: ListingPhotosDeps) {}

  private serially<T>(carId: number, work: () => Promise<T>): Promise<T> {
    const previous = this.queues.get(carId) ?? Promise.resolve();
    const next = previous.catch(() => undefined).then(work);
    this.queues.set(carId, next);
    void next
      .catch(() => undefined)
      .finally(() => {
        if (this.queues.get(carId) === next) this.queues.delete(carId);
      });
    return next;
  }

  private async own(dealerId: string, carId: number): Promise<ListingDoc> {
    const profile = await this.deps.profiles.findByUser(dealerId);
    if (profile?.suspended) throw suspendedError();
    const listing = await this.deps.listings.findById(carId);
    if (!listing || listing.dealerId !== dealerId) throw notFound(CAR_NOT_FOUND_MESSAGE);
    return listing;
  }

  private async save(dealerId: string, carId: number, photos: CarPhoto[]): Promise<ListingDoc> {
    const updated = await this.deps.listings.updateOwnedBy(carId, dealerId, { photos });
    if (!updated) throw notFound(CAR_NOT_FOUND_MESSAGE);
    return updated;
  }

  /** Appends the photos in the order sent; all are checked before any is kept. */
  add(dealerId: string, carId: number, files: Buffer[]): Promise<ListingDoc> {
    return this.serially(carId, async () => {
      const listing = await this.own(dealerId, carId);
      const existing = listing.photos ?? [];
      if (existing.length + files.length > MAX_CAR_PHOTOS)
        throw new HttpError(413, 'too_many_photos', PHOTO_MESSAGES.tooMany);
      const processed: ProcessedPhoto[] = [];
      for (const file of files) processed.push(await processPhoto(file));
      const added: CarPhoto[] = [];
      for (const photo of processed) {
        const id = randomBytes(12).toString('base64url');
        await this.deps.store.write(carId, id, photo.renders);
        added.push({ id, width: photo.width, height: photo.height });
      }
      return this.save(dealerId, carId, [...existing, ...added]);
    });
  }

  /** A new order (every photo once) and/or a new cover (moved to the front). */
  arrange(dealerId: string, carId: number, patch: DealerPhotosPatch): Promise<ListingDoc> {
    return this.serially(carId, async () => {
      const listing = await this.own(dealerId, carId);
      const byId = new Map((listing.photos ?? []).map((photo) => [photo.id, photo]));
      let photos = listing.photos ?? [];
      if (patch.order) {
        if (
          patch.order.length !== byId.size ||
          new Set(patch.order).size !== byId.size ||
          patch.order.some((id) => !byId.has(id))
        ) {
          throw new HttpError(400, 'photo_order_mismatch', PHOTO_MESSAGES.orderMismatch, {
            order: PHOTO_MESSAGES.orderMismatch,
          });
        }
        photos = patch.order.map((id) => byId.get(id)!);
      }
      if (patch.cover !== undefined) {
        const cover = byId.get(patch.cover);
        if (!cover)
          throw new HttpError(400, 'unknown_photo', PHOTO_MESSAGES.unknownPhoto, {
            cover: PHOTO_MESSAGES.unknownPhoto,
          });
        photos = [cover, ...photos.filter((photo) => photo.id !== cover.id)];
      }
      return this.save(dealerId, carId, photos);
    });
  }

  remove(dealerId: string, carId: number, photoId: string): Promise<ListingDoc> {
    return this.serially(carId, async () => {
      const listing = await this.own(dealerId, carId);
      const photos = listing.photos ?? [];
      if (!photos.some((photo) => photo.id === photoId)) throw notFound(PHOTO_MESSAGES.unknownPhoto);
      const updated = await this.save(
        dealerId,
        carId,
        photos.filter((photo) => photo.id !== photoId),
      );
      await this.deps.store.remove(carId, photoId);
      return updated;
    });
  }
}
