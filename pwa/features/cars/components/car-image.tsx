import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Car } from '@contract/car';
import { IMAGE_SIZES, carImagePath, carImageSrcSet, carPhotoPath, type ImageSize } from '@contract/car-image';
import * as styles from './car-image.css';

export interface CarImageProps {
  car: Pick<Car, 'id' | 'brand' | 'model' | 'year'> & Partial<Pick<Car, 'photos'>>;
  /** One of the seller's photos; by default the cover (the first), else the linked photo or the drawing. */
  photoId?: string;
  /** 'card' 400x256 in the results, 'detail' 600x400 in the car details. */
  size: ImageSize;
  /** The detail image is the main content: load it eagerly, with high priority. */
  priority?: boolean;
  /** Load it now rather than when it nears the screen (without the priority). */
  eager?: boolean;
  /**
   * How wide the image's slot is (the `sizes` attribute): with it, the browser picks from every size the
   * image endpoint serves (card 400w, detail 600w) the smallest that fills the slot on this screen.
   */
  sizes?: string;
  /** Replaces the alt text (a gallery's "photo 3 of 12"); '' for an image inside a labelled control. */
  alt?: string;
  className?: string;
}

/** A listing's photo at one of the two sizes the API serves; a drawn placeholder when it cannot load. */
export function CarImage({
  car,
  size,
  priority = false,
  className,
  photoId,
  sizes,
  alt: altText,
  eager = false,
}: CarImageProps) {
  const { t } = useTranslation('details');
  // An uploaded photo has its own address, so a new cover is never hidden behind a cached old one.
  const photo = photoId ?? car.photos?.[0]?.id;
  const src = photo ? carPhotoPath(car.id, photo, size) : carImagePath(car.id, size);
  // Remembered per address, so a card that is reused for another car tries that car's image.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const { width, height } = IMAGE_SIZES[size];
  const alt = altText ?? t('imageAlt', { brand: car.brand, model: car.model, year: car.year });
  const classes = (base: string) => (className ? `${base} ${className}` : base);

  if (failedSrc === src) {
    return (
      <div
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        className={classes(`${styles.image[size]} ${styles.placeholder}`)}
      >
        <svg aria-hidden="true" width="64" height="64" viewBox="0 0 24 24" fill="currentColor">
          <path d="M5 11l1.5-4.5A2 2 0 0 1 8.4 5h7.2a2 2 0 0 1 1.9 1.5L19 11a2 2 0 0 1 2 2v4h-2a2 2 0 0 1-4 0H9a2 2 0 0 1-4 0H3v-4a2 2 0 0 1 2-2zm2.1 0h9.8l-1.2-3.6a.6.6 0 0 0-.5-.4H8.8a.6.6 0 0 0-.5.4z" />
        </svg>
      </div>
    );
  }

  return (
    <img
      className={classes(styles.image[size])}
      src={src}
      srcSet={sizes ? carImageSrcSet(car.id, photo) : undefined}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority || eager ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : 'auto'}
      onError={() => setFailedSrc(src)}
    />
  );
}
