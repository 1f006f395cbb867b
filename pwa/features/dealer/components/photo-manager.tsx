import { useCallback, useEffect, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MAX_CAR_PHOTOS, type CarPhoto } from '@contract/car';
import { carPhotoPath } from '@contract/car-image';
import { MAX_PHOTO_BYTES } from '@contract/dealer-api';
import { ApiError, api } from '../../../lib/api-client';
import { Button } from '../../../ui/button';
import { toast } from '../../../ui/toast/toast-store';
import { dealerKeys, type OwnListing } from '../api/dealer-queries';
import { uploadPhoto } from '../api/upload-photo';
import * as styles from './photo-manager.css';
import { useTouchReorder } from './use-touch-reorder';

interface Item {
  key: string;
  /** On the server. */
  photo?: CarPhoto;
  /** Picked on this device, not uploaded yet (or the upload failed). */
  file?: File;
  preview?: string;
  status: 'queued' | 'uploading' | 'failed' | 'done';
  progress: number;
  error?: string;
}

export interface PhotoManagerProps {
  /** The listing's id once it exists; until then photos wait on the device. */
  carId: number | null;
  photos?: CarPhoto[];
  /** Told whenever nothing is waiting or uploading any more (`failed` counts the uploads to retry). */
  onIdle?: (failed: number) => void;
  /** Told how many photos are picked but not uploaded yet. */
  onPendingChange?: (pending: number) => void;
}

let nextKey = 0;
const keyOf = () => `photo-${++nextKey}`;

function move<T>(list: T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length || from === to) return list;
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item!);
  return copy;
}

/**
 * The listing's photos: taken with the camera or picked from files, uploaded one at a time with progress (a
 * failed upload can be retried), reordered by dragging with the mouse, by dragging the handle with a finger or a
 * pen (the page does not scroll meanwhile), by the arrow buttons or by the arrow keys on the handle, one marked
 * as the cover (always the first). Before the listing exists the photos wait on the device and upload once it is saved.
 */
export function PhotoManager({ carId, photos = [], onIdle, onPendingChange }: PhotoManagerProps) {
  const { t } = useTranslation('dealer');
  const queryClient = useQueryClient();
  const [items, setItems] = useState<Item[]>(() => photos.map((photo) => ({ key: photo.id, photo, status: 'done', progress: 1 })));
  const [announcement, setAnnouncement] = useState('');
  const dragged = useRef<number | null>(null);
  const camera = useRef<HTMLInputElement>(null);
  const files = useRef<HTMLInputElement>(null);
  /** The list as last set (the upload queue reads it between renders). */
  const itemsRef = useRef(items);
  const busy = useRef(false);
  const carIdRef = useRef(carId);
  const serverOrder = useRef<string[]>(photos.map((photo) => photo.id));
  const callbacks = useRef({ onIdle });
  /** The latest pump, for an upload that ends to start the next one. */
  const pumpRef = useRef<() => void>(() => undefined);

  useEffect(() => {
    callbacks.current = { onIdle };
  }, [onIdle]);

  const commit = useCallback((change: (current: Item[]) => Item[]) => {
    itemsRef.current = change(itemsRef.current);
    setItems(itemsRef.current);
  }, []);
  const update = useCallback(
    (key: string, change: Partial<Item>) => commit((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item))),
    [commit],
  );

  useEffect(() => () => itemsRef.current.forEach((item) => item.preview && URL.revokeObjectURL(item.preview)), []);

  const pending = items.filter((item) => item.status === 'queued' || item.status === 'uploading').length;
  const failed = items.filter((item) => item.status === 'failed').length;
  useEffect(() => onPendingChange?.(pending + failed), [pending, failed, onPendingChange]);

  /** Sends the order shown when it differs from the server's (after uploads, which append, or a move). */
  const syncOrder = useCallback(async () => {
    const list = itemsRef.current;
    const id = carIdRef.current;
    if (id === null || list.some((item) => item.status !== 'done')) return;
    const order = list.map((item) => item.photo!.id);
    if (order.join() === serverOrder.current.join()) return;
    try {
      const listing = await api.request<OwnListing>(`/api/dealer/listings/${id}/photos`, { method: 'PATCH', body: { order } });
      serverOrder.current = (listing.photos ?? []).map((photo) => photo.id);
    } catch (error) {
      toast({ variant: 'destructive', title: t('photos.orderFailed'), description: error instanceof ApiError ? error.body?.message : undefined });
    }
    await queryClient.invalidateQueries({ queryKey: dealerKeys.all });
  }, [queryClient, t]);

  /** The upload queue: one photo at a time, in the order shown; when it runs dry, the order is synced. */
  const pump = useCallback(() => {
    const id = carIdRef.current;
    if (id === null || busy.current) return;
    const next = itemsRef.current.find((item) => item.status === 'queued');
    if (!next) {
      void syncOrder().then(() => callbacks.current.onIdle?.(itemsRef.current.filter((item) => item.status === 'failed').length));
      return;
    }
    busy.current = true;
    update(next.key, { status: 'uploading', progress: 0, error: undefined });
    uploadPhoto(id, next.file!, (progress) => update(next.key, { progress }))
      .then((listing) => {
        const known = new Set(itemsRef.current.flatMap((item) => (item.photo ? [item.photo.id] : [])));
        const added = (listing.photos ?? []).find((photo) => !known.has(photo.id));
        serverOrder.current = (listing.photos ?? []).map((photo) => photo.id);
        update(next.key, { status: 'done', progress: 1, photo: added, file: undefined });
        setAnnouncement(t('photos.uploaded'));
      })
      .catch((error: unknown) => {
        const message = error instanceof ApiError ? (error.body?.message ?? t('photos.failed')) : t('photos.offline');
        update(next.key, { status: 'failed', error: message });
        setAnnouncement(`${t('photos.failed')}: ${message}`);
      })
      .finally(() => {
        busy.current = false;
        pumpRef.current();
      });
  }, [syncOrder, t, update]);
  useEffect(() => {
    pumpRef.current = pump;
  }, [pump]);

  // Photos picked before the listing existed upload once it does.
  useEffect(() => {
    carIdRef.current = carId;
    if (carId !== null) queueMicrotask(pump);
  }, [carId, pump]);

  const add = (picked: FileList | null) => {
    if (!picked) return;
    const room = MAX_CAR_PHOTOS - itemsRef.current.length;
    const chosen = [...picked].slice(0, Math.max(0, room));
    if (picked.length > chosen.length) toast({ variant: 'destructive', title: t('photos.tooMany', { count: MAX_CAR_PHOTOS }) });
    const fresh = chosen.map((file): Item => {
      const tooLarge = file.size > MAX_PHOTO_BYTES;
      return {
        key: keyOf(),
        file,
        preview: URL.createObjectURL(file),
        status: tooLarge ? 'failed' : 'queued',
        progress: 0,
        ...(tooLarge ? { error: t('photos.tooLarge', { size: MAX_PHOTO_BYTES / 1024 / 1024 }) } : {}),
      };
    });
    commit((current) => [...current, ...fresh]);
    pump();
  };

  const reorder = (from: number, to: number) => {
    const list = move(itemsRef.current, from, to);
    if (list === itemsRef.current) return;
    commit(() => list);
    setAnnouncement(t('photos.moved', { position: to + 1, count: list.length }));
    if (!busy.current) void syncOrder();
  };

  const remove = async (index: number) => {
    const item = itemsRef.current[index]!;
    if (item.photo && carId !== null) {
      try {
        const listing = await api.request<OwnListing>(`/api/dealer/listings/${carId}/photos/${item.photo.id}`, { method: 'DELETE' });
        serverOrder.current = (listing.photos ?? []).map((photo) => photo.id);
        await queryClient.invalidateQueries({ queryKey: dealerKeys.all });
      } catch (error) {
        toast({ variant: 'destructive', title: t('photos.removeFailed'), description: error instanceof ApiError ? error.body?.message : undefined });
        return;
      }
    }
    if (item.preview) URL.revokeObjectURL(item.preview);
    commit((current) => current.filter((other) => other.key !== item.key));
    setAnnouncement(t('photos.removed'));
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const to = event.key === 'ArrowLeft' || event.key === 'ArrowUp' ? index - 1 : event.key === 'ArrowRight' || event.key === 'ArrowDown' ? index + 1 : null;
    if (to === null) return;
    event.preventDefault();
    reorder(index, to);
    // Keep the keyboard on the photo that moved.
    const target = Math.max(0, Math.min(itemsRef.current.length - 1, to));
    requestAnimationFrame(() => document.querySelectorAll<HTMLElement>('[data-photo-handle]')[target]?.focus());
  };

  const onDrop = (event: DragEvent, index: number) => {
    event.preventDefault();
    if (dragged.current !== null) reorder(dragged.current, index);
    dragged.current = null;
  };

  const touch = useTouchReorder(reorder);
  const full = items.length >= MAX_CAR_PHOTOS;

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('photos.title', { count: items.length, max: MAX_CAR_PHOTOS })}</legend>
      <p className={styles.hint}>{t('photos.hint')}</p>
      <div className={styles.pickers}>
        <Button variant="secondary" isDisabled={full} onPress={() => camera.current?.click()}>
          {t('photos.camera')}
        </Button>
        <Button variant="secondary" isDisabled={full} onPress={() => files.current?.click()}>
          {t('photos.files')}
        </Button>
        <input ref={camera} className={styles.hidden} type="file" accept="image/*" capture="environment" tabIndex={-1} aria-hidden="true" onChange={(event) => {
          add(event.target.files);
          event.target.value = '';
        }} />
        <input ref={files} className={styles.hidden} type="file" accept="image/jpeg,image/png,image/webp,image/avif,image/heic,image/heif" multiple tabIndex={-1} aria-label={t('photos.files')} data-testid="photo-files" onChange={(event) => {
          add(event.target.files);
          event.target.value = '';
        }} />
      </div>
      {carId === null && items.length > 0 && <p className={styles.hint}>{t('photos.waiting')}</p>}
      {items.length > 0 && (
        <ol className={styles.list} aria-label={t('photos.listLabel')}>
          {items.map((item, index) => {
            const label = t('photos.photo', { position: index + 1, count: items.length });
            const src = item.photo && carId !== null ? carPhotoPath(carId, item.photo.id, 'card') : item.preview;
            return (
              <li
                key={item.key}
                className={`${styles.item}${touch.drag?.from === index ? ` ${styles.dragging}` : touch.drag && touch.drag.over === index ? ` ${styles.dropTarget}` : ''}`}
                style={touch.drag?.from === index ? { transform: `translate(${touch.drag.dx}px, ${touch.drag.dy}px)` } : undefined}
                data-reorder-index={index}
                draggable
                onDragStart={() => {
                  dragged.current = index;
                }}
                onDragOver={(event) => event.preventDefault()}
                onDrop={(event) => onDrop(event, index)}
                aria-label={index === 0 ? `${label}, ${t('photos.cover')}` : label}
              >
                <div className={styles.thumbWrap}>
                  <button
                    type="button"
                    className={styles.handle}
                    data-photo-handle
                    aria-label={`${label}${index === 0 ? `, ${t('photos.cover')}` : ''}. ${t('photos.handle')}`}
                    onKeyDown={(event) => onKeyDown(event, index)}
                    {...touch.handleProps(index)}
                  >
                    ⠿
                  </button>
                  {src && <img className={styles.thumb} src={src} alt="" width={200} height={128} />}
                  {index === 0 && <span className={styles.cover}>{t('photos.cover')}</span>}
                </div>
                {item.status === 'uploading' && (
                  <progress className={styles.progress} max={1} value={item.progress} aria-label={t('photos.uploading', { position: index + 1 })} />
                )}
                {item.status === 'queued' && <span className={styles.state}>{carId === null ? t('photos.notYet') : t('photos.queued')}</span>}
                {item.status === 'failed' && (
                  <span className={styles.error} role="alert">
                    {item.error}
                  </span>
                )}
                <div className={styles.buttons}>
                  <Button variant="ghost" isIconOnly aria-label={t('photos.earlier', { position: index + 1 })} isDisabled={index === 0} onPress={() => reorder(index, index - 1)}>
                    ←
                  </Button>
                  <Button variant="ghost" isIconOnly aria-label={t('photos.later', { position: index + 1 })} isDisabled={index === items.length - 1} onPress={() => reorder(index, index + 1)}>
                    →
                  </Button>
                  {index > 0 && (
                    <Button variant="ghost" aria-label={t('photos.makeCoverOf', { position: index + 1 })} onPress={() => reorder(index, 0)}>
                      {t('photos.makeCover')}
                    </Button>
                  )}
                  {item.status === 'failed' && item.file && item.file.size <= MAX_PHOTO_BYTES && (
                    <Button
                      variant="secondary"
                      onPress={() => {
                        update(item.key, { status: 'queued', error: undefined });
                        pump();
                      }}
                    >
                      {t('photos.retry')}
                    </Button>
                  )}
                  <Button variant="ghost" aria-label={t('photos.remove', { position: index + 1 })} isDisabled={item.status === 'uploading'} onPress={() => void remove(index)}>
                    ✕
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <p className={styles.srOnly} aria-live="polite">
        {announcement}
      </p>
    </fieldset>
  );
}
