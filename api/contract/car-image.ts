/** Listing image URLs (no zod here, so the PWA's home route can import it without the schemas). */

/** The spec's two image sizes: card 400x256, detail 600x400. */
export const IMAGE_SIZES = {
  card: { width: 400, height: 256 },
  detail: { width: 600, height: 400 },
} as const;
export type ImageSize = keyof typeof IMAGE_SIZES;

export function carImagePath(id: number, size: ImageSize): string {
  return `/api/images/cars/${id}/${size}`;
}

/** One of the seller's photos of a listing (see `photos` in car.ts) at a size. */
export function carPhotoPath(carId: number, photoId: string, size: ImageSize): string {
  return `/api/images/cars/${carId}/photos/${photoId}/${size}`;
}
