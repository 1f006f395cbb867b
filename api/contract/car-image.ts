/** Listing image URLs (no zod here, so the PWA's home route can import it without the schemas). */

/** The two image sizes: card 400x256, detail 600x400. */
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

/** `srcset` of a listing's image (or one of its photos) at every size the image endpoint serves. */
export function carImageSrcSet(carId: number, photoId: string | undefined): string {
  return (Object.keys(IMAGE_SIZES) as ImageSize[])
    .map(
      (size) =>
        `${photoId ? carPhotoPath(carId, photoId, size) : carImagePath(carId, size)} ${IMAGE_SIZES[size].width}w`,
    )
    .join(', ');
}

/**
 * The car page's photo slot (the `sizes` of its first photo): the page's width less its margins on phones,
 * beside the summary (up to 600 px) from 768 px. The server preloads the same image for shared car pages.
 */
export const DETAIL_IMAGE_SIZES =
  '(min-width: 1000px) 600px, (min-width: 768px) calc(100vw - 380px), calc(100vw - 32px)';
