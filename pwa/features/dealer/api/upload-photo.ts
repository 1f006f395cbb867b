/** One photo to POST /api/dealer/listings/:id/photos as multipart, with upload progress (fetch cannot report it). */
import type { ApiErrorBody } from '@contract/api-error';
import { PHOTO_FIELD } from '@contract/dealer-api';
import { ApiError, api } from '../../../lib/api-client';
import type { OwnListing } from './dealer-queries';

export function uploadPhoto(
  carId: number,
  file: Blob,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<OwnListing> {
  return api.csrfToken().then(
    (csrf) =>
      new Promise<OwnListing>((resolve, reject) => {
        const request = new XMLHttpRequest();
        request.open('POST', `/api/dealer/listings/${carId}/photos`);
        request.withCredentials = true;
        request.setRequestHeader('Accept', 'application/json');
        if (csrf) request.setRequestHeader('X-CSRF-Token', csrf);
        request.upload.onprogress = (event) => {
          if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
        };
        request.onload = () => {
          if (request.status >= 200 && request.status < 300) {
            onProgress(1);
            resolve(JSON.parse(request.responseText) as OwnListing);
            return;
          }
          let body: ApiErrorBody | null;
          try {
            body = JSON.parse(request.responseText) as ApiErrorBody;
          } catch {
            body = null;
          }
          reject(
            new ApiError(request.status, `${request.status}: ${request.responseText || request.statusText}`, body),
          );
        };
        request.onerror = () => reject(new TypeError('Network error'));
        request.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
        signal?.addEventListener('abort', () => request.abort(), { once: true });
        const form = new FormData();
        form.append(PHOTO_FIELD, file, file instanceof File ? file.name : 'photo.jpg');
        request.send(form);
      }),
  );
}
