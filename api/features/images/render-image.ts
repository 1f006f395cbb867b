/** Turning a drawing or a fetched photo into the exact size and format asked for. */
import sharp, { type Sharp } from 'sharp';
import { drawCarSvg, type DrawableCar } from './car-drawing';

export const IMAGE_FORMATS = {
  avif: { mime: 'image/avif', extension: 'avif' },
  webp: { mime: 'image/webp', extension: 'webp' },
  jpeg: { mime: 'image/jpeg', extension: 'jpg' },
} as const;
export type ImageFormat = keyof typeof IMAGE_FORMATS;

/**
 * One libvips thread per render: how many renders run at once (and so how many cores pictures take) is the
 * render queue's concurrency (IMAGE_RENDER_CONCURRENCY), not libvips' default of one thread per core each.
 */
sharp.concurrency(1);

export const IMAGE_QUALITY = 80;
/** Bump when encoding settings change, so older renders are not served. */
export const RENDER_VERSION = 1;

/** Photo formats taken from image hosts; anything else (SVG, PDF ...) is refused. */
const PHOTO_FORMATS = new Set(['jpeg', 'png', 'webp', 'avif', 'heif', 'gif', 'tiff']);
/** Decoding limit for fetched photos (about a 100-megapixel photo). */
const MAX_INPUT_PIXELS = 100_000_000;

export interface Dimensions {
  width: number;
  height: number;
}

function encode(pipeline: Sharp, format: ImageFormat): Promise<Buffer> {
  switch (format) {
    case 'avif':
      return pipeline.avif({ quality: IMAGE_QUALITY, effort: 2 }).toBuffer();
    case 'webp':
      return pipeline.webp({ quality: IMAGE_QUALITY }).toBuffer();
    case 'jpeg':
      return pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: IMAGE_QUALITY, mozjpeg: true }).toBuffer();
  }
}

/** A JPEG already at its size (an uploaded photo's render) in another format. */
export function transcode(jpeg: Buffer, format: ImageFormat): Promise<Buffer> {
  return encode(sharp(jpeg, { failOn: 'error' }), format);
}

export function renderDrawing(car: DrawableCar, size: Dimensions, format: ImageFormat): Promise<Buffer> {
  const svg = drawCarSvg(car, size.width, size.height);
  return encode(sharp(Buffer.from(svg)).resize(size.width, size.height, { fit: 'fill' }), format);
}

/** Crops a photo to the size, keeping the most interesting part; throws when it is not a photo. */
export async function renderPhoto(photo: Buffer, size: Dimensions, format: ImageFormat): Promise<Buffer> {
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const;
  const metadata = await sharp(photo, options).metadata();
  if (!metadata.format || !PHOTO_FORMATS.has(metadata.format)) {
    throw new Error(`not a photo (${metadata.format ?? 'unknown format'})`);
  }
  const pipeline = sharp(photo, options)
    .rotate()
    .resize(size.width, size.height, { fit: 'cover', position: 'attention' });
  return encode(pipeline, format);
}
