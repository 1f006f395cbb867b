import { useRef, type DragEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_CAR_PHOTOS } from '@contract/car';
import { PhotoPickers } from './photo-pickers';
import { PhotoTile } from './photo-tile';
import { usePhotoUploads, type PhotoUploadOptions } from './use-photo-uploads';
import * as styles from './photo-manager.css';
import { useTouchReorder } from './use-touch-reorder';

export interface PhotoManagerProps extends Omit<PhotoUploadOptions, 'photos'> {
  photos?: PhotoUploadOptions['photos'];
}

/** The place a key on a photo's handle moves it to (arrows left/up: earlier, right/down: later). */
function keyTarget(key: string, index: number): number | null {
  if (key === 'ArrowLeft' || key === 'ArrowUp') return index - 1;
  if (key === 'ArrowRight' || key === 'ArrowDown') return index + 1;
  return null;
}

/**
 * The listing's photos: taken with the camera or picked from files, uploaded one at a time with progress (a
 * failed upload can be retried), reordered by dragging with the mouse, by dragging the handle with a finger or a
 * pen (the page does not scroll meanwhile), by the arrow buttons or by the arrow keys on the handle, one marked
 * as the cover (always the first). Before the listing exists the photos wait on the device and upload once it is saved.
 */
export function PhotoManager({ carId, photos = [], onIdle, onPendingChange }: PhotoManagerProps) {
  const { t } = useTranslation('dealer');
  const uploads = usePhotoUploads({ carId, photos, onIdle, onPendingChange });
  const { items, reorder } = uploads;
  const dragged = useRef<number | null>(null);
  const touch = useTouchReorder(reorder);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const to = keyTarget(event.key, index);
    if (to === null) return;
    event.preventDefault();
    reorder(index, to);
    // Keep the keyboard on the photo that moved.
    const target = Math.max(0, Math.min(uploads.itemsRef.current.length - 1, to));
    requestAnimationFrame(() => document.querySelectorAll<HTMLElement>('[data-photo-handle]')[target]?.focus());
  };

  const onDrop = (event: DragEvent, index: number) => {
    event.preventDefault();
    if (dragged.current !== null) reorder(dragged.current, index);
    dragged.current = null;
  };

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('photos.title', { count: items.length, max: MAX_CAR_PHOTOS })}</legend>
      <p className={styles.hint}>{t('photos.hint')}</p>
      <PhotoPickers full={items.length >= MAX_CAR_PHOTOS} onPick={uploads.add} />
      {carId === null && items.length > 0 && <p className={styles.hint}>{t('photos.waiting')}</p>}
      {items.length > 0 && (
        <ol className={styles.list} aria-label={t('photos.listLabel')}>
          {items.map((item, index) => (
            <PhotoTile
              key={item.key}
              item={item}
              index={index}
              count={items.length}
              carId={carId}
              touch={touch}
              onDragStart={() => {
                dragged.current = index;
              }}
              onDrop={(event) => onDrop(event, index)}
              onHandleKeyDown={(event) => onKeyDown(event, index)}
              onMove={(to) => reorder(index, to)}
              onRetry={() => uploads.retry(item.key)}
              onRemove={() => void uploads.remove(index)}
            />
          ))}
        </ol>
      )}
      <p className={styles.srOnly} aria-live="polite">
        {uploads.announcement}
      </p>
    </fieldset>
  );
}
