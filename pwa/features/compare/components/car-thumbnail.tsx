import { useState } from 'react';
import type { Car } from '@contract/car';
import { IMAGE_SIZES, carImagePath } from '@contract/car-image';
import * as styles from './compare.css';

interface CarThumbnailProps {
  car: Pick<Car, 'id'>;
  /** The text alternative; '' when the car's name is next to the image. */
  alt: string;
  className?: string;
}

/** The listing's card image (400 × 256, scaled by CSS); a neutral car shape when it cannot be loaded. */
export function CarThumbnail({ car, alt, className }: CarThumbnailProps) {
  const [failedId, setFailedId] = useState<number | null>(null);
  const { width, height } = IMAGE_SIZES.card;
  const classes = className ? `${styles.thumbnail} ${className}` : styles.thumbnail;

  if (failedId === car.id) {
    return (
      <span
        className={`${classes} ${styles.thumbnailFallback}`}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
      >
        <svg aria-hidden="true" focusable="false" width="40%" viewBox="0 0 24 24" fill="currentColor">
          <path d="M5 11l1.5-4.5A2 2 0 0 1 8.4 5h7.2a2 2 0 0 1 1.9 1.5L19 11a2 2 0 0 1 2 2v4h-2a2 2 0 0 1-4 0H9a2 2 0 0 1-4 0H3v-4a2 2 0 0 1 2-2zm2.1 0h9.8l-1.2-3.6a.6.6 0 0 0-.5-.4H8.8a.6.6 0 0 0-.5.4z" />
        </svg>
      </span>
    );
  }
  return (
    <img
      className={classes}
      src={carImagePath(car.id, 'card')}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      onError={() => setFailedId(car.id)}
    />
  );
}
