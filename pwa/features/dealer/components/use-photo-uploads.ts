import { useCallback, useEffect, useRef, useState, type MutableRefObject } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MAX_CAR_PHOTOS, type CarPhoto } from '@contract/car';
import { ApiError, api } from '../../../lib/api-client';
import { useApiErrorText } from '../../../lib/api-error-text';
import { toast } from '../../../ui/toast/toast-store';
import { dealerKeys, type OwnListing } from '../api/dealer-queries';
import { uploadPhoto } from '../api/upload-photo';
import { move, pickedItems, storedItems, type PhotoItem } from './photo-items';

export interface PhotoUploadOptions {
  /** The listing's id once it exists; until then photos wait on the device. */
  carId: number | null;
  photos: CarPhoto[];
  /** Told whenever nothing is waiting or uploading any more (`failed` counts the uploads to retry). */
  onIdle?: (failed: number) => void;
  /** Told how many photos are picked but not uploaded yet. */
  onPendingChange?: (pending: number) => void;
}

const photoIds = (listing: OwnListing) => (listing.photos ?? []).map((photo) => photo.id);

/**
 * The photo manager's state: the photos shown, uploaded one at a time in the order shown (photos picked before
 * the listing exists wait for its id), the order sent to the server when it differs from the server's, and a
 * sentence for screen readers after each change.
 */
export function usePhotoUploads({ carId, photos, onIdle, onPendingChange }: PhotoUploadOptions) {
  const { t } = useTranslation('dealer');
  const errorText = useApiErrorText();
  const queryClient = useQueryClient();
  const list = usePhotoList(photos);
  const { itemsRef, commit, update } = list;
  const [announcement, setAnnouncement] = useState('');
  const busyRef = useRef(false);
  const carIdRef = useRef(carId);
  const serverOrderRef = useRef<string[]>(photos.map((photo) => photo.id));
  const syncOrder = useOrderSync(carIdRef, itemsRef, serverOrderRef);
  const pump = useUploadQueue({
    carIdRef,
    itemsRef,
    busyRef,
    serverOrderRef,
    update,
    syncOrder,
    onIdle,
    announce: setAnnouncement,
  });

  const pending = list.items.filter((item) => item.status === 'queued' || item.status === 'uploading').length;
  const failed = list.items.filter((item) => item.status === 'failed').length;
  useEffect(() => onPendingChange?.(pending + failed), [pending, failed, onPendingChange]);

  // Photos picked before the listing existed upload once it does.
  useEffect(() => {
    carIdRef.current = carId;
    if (carId !== null) queueMicrotask(pump);
  }, [carId, pump]);

  const add = (picked: FileList | null) => {
    if (!picked) return;
    const { fresh, dropped } = pickedItems(picked, itemsRef.current.length, t);
    if (dropped > 0) toast({ variant: 'destructive', title: t('photos.tooMany', { count: MAX_CAR_PHOTOS }) });
    commit((current) => [...current, ...fresh]);
    pump();
  };

  const reorder = (from: number, to: number) => {
    const moved = move(itemsRef.current, from, to);
    if (moved === itemsRef.current) return;
    commit(() => moved);
    setAnnouncement(t('photos.moved', { position: to + 1, count: moved.length }));
    if (!busyRef.current) void syncOrder();
  };

  const remove = async (index: number) => {
    const item = itemsRef.current[index]!;
    if (item.photo && carId !== null) {
      try {
        const listing = await api.request<OwnListing>(`/api/dealer/listings/${carId}/photos/${item.photo.id}`, {
          method: 'DELETE',
        });
        serverOrderRef.current = photoIds(listing);
        await queryClient.invalidateQueries({ queryKey: dealerKeys.all });
      } catch (error) {
        toast({ variant: 'destructive', title: t('photos.removeFailed'), description: errorText(error) });
        return;
      }
    }
    if (item.preview) URL.revokeObjectURL(item.preview);
    commit((current) => current.filter((other) => other.key !== item.key));
    setAnnouncement(t('photos.removed'));
  };

  const retry = (key: string) => {
    update(key, { status: 'queued', error: undefined });
    pump();
  };

  return { items: list.items, itemsRef, announcement, add, reorder, remove, retry };
}

/** The list shown, also kept in a ref that the upload queue reads between renders; previews are freed on unmount. */
function usePhotoList(photos: CarPhoto[]) {
  const [items, setItems] = useState<PhotoItem[]>(() => storedItems(photos));
  /** The list as last set (the upload queue reads it between renders). */
  const itemsRef = useRef(items);
  const commit = useCallback((change: (current: PhotoItem[]) => PhotoItem[]) => {
    itemsRef.current = change(itemsRef.current);
    setItems(itemsRef.current);
  }, []);
  const update = useCallback(
    (key: string, change: Partial<PhotoItem>) =>
      commit((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item))),
    [commit],
  );
  useEffect(() => () => itemsRef.current.forEach((item) => item.preview && URL.revokeObjectURL(item.preview)), []);
  return { items, itemsRef, commit, update };
}

/** Sends the order shown when it differs from the server's (after uploads, which append, or a move). */
function useOrderSync(
  carIdRef: MutableRefObject<number | null>,
  itemsRef: MutableRefObject<PhotoItem[]>,
  serverOrderRef: MutableRefObject<string[]>,
) {
  const { t } = useTranslation('dealer');
  const errorText = useApiErrorText();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const list = itemsRef.current;
    const id = carIdRef.current;
    if (id === null || list.some((item) => item.status !== 'done')) return;
    const order = list.map((item) => item.photo!.id);
    if (order.join() === serverOrderRef.current.join()) return;
    try {
      const listing = await api.request<OwnListing>(`/api/dealer/listings/${id}/photos`, {
        method: 'PATCH',
        body: { order },
      });
      serverOrderRef.current = photoIds(listing);
    } catch (error) {
      toast({ variant: 'destructive', title: t('photos.orderFailed'), description: errorText(error) });
    }
    await queryClient.invalidateQueries({ queryKey: dealerKeys.all });
  }, [carIdRef, itemsRef, serverOrderRef, queryClient, t, errorText]);
}

interface UploadQueueParts {
  carIdRef: MutableRefObject<number | null>;
  itemsRef: MutableRefObject<PhotoItem[]>;
  /** An upload is under way. */
  busyRef: MutableRefObject<boolean>;
  serverOrderRef: MutableRefObject<string[]>;
  update: (key: string, change: Partial<PhotoItem>) => void;
  syncOrder: () => Promise<void>;
  onIdle?: (failed: number) => void;
  announce: (text: string) => void;
}

/** The upload queue: one photo at a time, in the order shown; when it runs dry, the order is synced. Answers its pump. */
function useUploadQueue({
  carIdRef,
  itemsRef,
  busyRef,
  serverOrderRef,
  update,
  syncOrder,
  onIdle,
  announce,
}: UploadQueueParts) {
  const { t } = useTranslation('dealer');
  const errorText = useApiErrorText();
  const callbacks = useRef({ onIdle });
  /** The latest pump, for an upload that ends to start the next one. */
  const pumpRef = useRef<() => void>(() => undefined);
  useEffect(() => {
    callbacks.current = { onIdle };
  }, [onIdle]);

  const pump = useCallback(() => {
    const id = carIdRef.current;
    if (id === null || busyRef.current) return;
    const next = itemsRef.current.find((item) => item.status === 'queued');
    if (!next) {
      void syncOrder().then(() =>
        callbacks.current.onIdle?.(itemsRef.current.filter((item) => item.status === 'failed').length),
      );
      return;
    }
    busyRef.current = true;
    update(next.key, { status: 'uploading', progress: 0, error: undefined });
    uploadPhoto(id, next.file!, (progress) => update(next.key, { progress }))
      .then((listing) => {
        const known = new Set(itemsRef.current.flatMap((item) => (item.photo ? [item.photo.id] : [])));
        const added = (listing.photos ?? []).find((photo) => !known.has(photo.id));
        serverOrderRef.current = photoIds(listing);
        update(next.key, { status: 'done', progress: 1, photo: added, file: undefined });
        announce(t('photos.uploaded'));
      })
      .catch((error: unknown) => {
        const message = error instanceof ApiError ? (errorText(error) ?? t('photos.failed')) : t('photos.offline');
        update(next.key, { status: 'failed', error: message });
        announce(`${t('photos.failed')}: ${message}`);
      })
      .finally(() => {
        busyRef.current = false;
        pumpRef.current();
      });
  }, [carIdRef, itemsRef, busyRef, serverOrderRef, update, syncOrder, announce, t, errorText]);
  useEffect(() => {
    pumpRef.current = pump;
  }, [pump]);
  return pump;
}
