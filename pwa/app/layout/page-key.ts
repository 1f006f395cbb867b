import { carIdFromPagePath } from '@contract/car-id';

/**
 * Which page an address shows, so that the layout starts a page afresh only when another page opens. A car's
 * addresses (numeric, base64, the canonical slug, in any language) are one page: the move to the slug or to
 * another language must not open the car again (which fetched it again and counted another view).
 */
export function pageKey(pathname: string): string {
  const carId = carIdFromPagePath(pathname);
  return carId === null ? pathname : `car#${carId}`;
}
