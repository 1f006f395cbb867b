import type { TFunction } from 'i18next';
import { MAX_CAR_PHOTOS, type CarPhoto } from '@contract/car';
import { MAX_PHOTO_BYTES } from '@contract/dealer-api';

/** One photo of the listing as the photo manager shows it. */
export interface PhotoItem {
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

let nextKey = 0;
const keyOf = () => `photo-${++nextKey}`;

/** The listing's photos already on the server. */
export const storedItems = (photos: CarPhoto[]): PhotoItem[] =>
  photos.map((photo) => ({ key: photo.id, photo, status: 'done', progress: 1 }));

/** The list with one item moved (the same list when the move goes nowhere). */
export function move<T>(list: T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length || from === to) return list;
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item!);
  return copy;
}

/**
 * The files picked, as items queued for upload, as many as there is room for beside `have` photos; a file over
 * the size limit is marked failed at once. `dropped` counts the files left out for want of room.
 */
export function pickedItems(
  picked: FileList,
  have: number,
  t: TFunction<'dealer'>,
): { fresh: PhotoItem[]; dropped: number } {
  const room = MAX_CAR_PHOTOS - have;
  const chosen = [...picked].slice(0, Math.max(0, room));
  const fresh = chosen.map((file): PhotoItem => {
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
  return { fresh, dropped: picked.length - chosen.length };
}

/** A failed upload that can be tried again (a file over the size limit cannot). */
export const canRetry = (item: PhotoItem) =>
  item.status === 'failed' && Boolean(item.file) && item.file!.size <= MAX_PHOTO_BYTES;
