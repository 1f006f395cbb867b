/** A listing's photo limits, zod-free: the PWA names them in its messages without loading the schemas. */

/** Photos a listing may have. */
export const MAX_CAR_PHOTOS = 20;
/** Largest photo a dealer may upload (checked on the bytes received). */
export const MAX_PHOTO_BYTES = 12 * 1024 * 1024;
/** Largest upload request (all its photos together). */
export const MAX_PHOTO_UPLOAD_BYTES = 25 * 1024 * 1024;
/** Largest photo in pixels (width × height) the server decodes. */
export const MAX_PHOTO_PIXELS = 60_000_000;
/** Photos one upload request may carry (the dashboard sends one a request, for progress and retry). */
export const MAX_PHOTOS_PER_REQUEST = 5;
