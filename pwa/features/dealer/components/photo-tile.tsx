import type { DragEvent, KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { carPhotoPath } from '@contract/car-image';
import { Button } from '../../../ui/button';
import { canRetry, type PhotoItem } from './photo-items';
import type { useTouchReorder } from './use-touch-reorder';
import * as styles from './photo-manager.css';

interface PhotoTileProps {
  item: PhotoItem;
  index: number;
  count: number;
  carId: number | null;
  touch: ReturnType<typeof useTouchReorder>;
  onDragStart: () => void;
  onDrop: (event: DragEvent) => void;
  onHandleKeyDown: (event: KeyboardEvent) => void;
  onMove: (to: number) => void;
  onRetry: () => void;
  onRemove: () => void;
}

/** One photo in the list: its drag handle and thumbnail, its upload state, and its buttons. */
export function PhotoTile({
  item,
  index,
  count,
  carId,
  touch,
  onDragStart,
  onDrop,
  onHandleKeyDown,
  onMove,
  onRetry,
  onRemove,
}: PhotoTileProps) {
  const { t } = useTranslation('dealer');
  const label = t('photos.photo', { position: index + 1, count });
  const src = item.photo && carId !== null ? carPhotoPath(carId, item.photo.id, 'card') : item.preview;
  const dragged = touch.drag?.from === index;
  return (
    <li
      className={`${styles.item}${dragged ? ` ${styles.dragging}` : touch.drag && touch.drag.over === index ? ` ${styles.dropTarget}` : ''}`}
      style={dragged ? { transform: `translate(${touch.drag!.dx}px, ${touch.drag!.dy}px)` } : undefined}
      data-reorder-index={index}
      draggable
      onDragStart={onDragStart}
      onDragOver={(event) => event.preventDefault()}
      onDrop={onDrop}
      aria-label={index === 0 ? `${label}, ${t('photos.cover')}` : label}
    >
      <div className={styles.thumbWrap}>
        <button
          type="button"
          className={styles.handle}
          data-photo-handle
          aria-label={`${label}${index === 0 ? `, ${t('photos.cover')}` : ''}. ${t('photos.handle')}`}
          onKeyDown={onHandleKeyDown}
          {...touch.handleProps(index)}
        >
          ⠿
        </button>
        {src && <img className={styles.thumb} src={src} alt="" width={200} height={128} />}
        {index === 0 && <span className={styles.cover}>{t('photos.cover')}</span>}
      </div>
      <UploadState item={item} index={index} waitingForListing={carId === null} />
      <div className={styles.buttons}>
        <Button
          variant="ghost"
          isIconOnly
          aria-label={t('photos.earlier', { position: index + 1 })}
          isDisabled={index === 0}
          onPress={() => onMove(index - 1)}
        >
          ←
        </Button>
        <Button
          variant="ghost"
          isIconOnly
          aria-label={t('photos.later', { position: index + 1 })}
          isDisabled={index === count - 1}
          onPress={() => onMove(index + 1)}
        >
          →
        </Button>
        <Button
          variant="ghost"
          isIconOnly
          className={styles.remove}
          aria-label={t('photos.remove', { position: index + 1 })}
          isDisabled={item.status === 'uploading'}
          onPress={onRemove}
        >
          ✕
        </Button>
      </div>
      {index > 0 && (
        <Button
          variant="secondary"
          size="small"
          className={styles.wideButton}
          aria-label={t('photos.makeCoverOf', { position: index + 1 })}
          onPress={() => onMove(0)}
        >
          {t('photos.makeCover')}
        </Button>
      )}
      {canRetry(item) && (
        <Button variant="secondary" size="small" className={styles.wideButton} onPress={onRetry}>
          {t('photos.retry')}
        </Button>
      )}
    </li>
  );
}

/** Uploading (with progress), waiting, or why the upload failed; nothing once it is on the server. */
function UploadState({
  item,
  index,
  waitingForListing,
}: {
  item: PhotoItem;
  index: number;
  waitingForListing: boolean;
}) {
  const { t } = useTranslation('dealer');
  if (item.status === 'uploading')
    return (
      <progress
        className={styles.progress}
        max={1}
        value={item.progress}
        aria-label={t('photos.uploading', { position: index + 1 })}
      />
    );
  if (item.status === 'queued')
    return <span className={styles.state}>{waitingForListing ? t('photos.notYet') : t('photos.queued')}</span>;
  if (item.status === 'failed') {
    return (
      <span className={styles.error} role="alert">
        {item.error}
      </span>
    );
  }
  return null;
}
