import { parseCarIdSegment } from '@contract/car-id';

const CAR_PAGE = /^(\/(?:hr|de))?\/car\/([^/]+)\/?$/;

/**
 * Which page an address shows, so that the layout starts a page afresh only when another page opens. A car's
 * numeric or base64 address and its canonical slug are one page: the move to the slug must not open the car
 * again (which fetched it again and counted a second view).
 */
export function pageKey(pathname: string): string {
  const car = CAR_PAGE.exec(pathname);
  const id = car ? parseCarIdSegment(car[2]!) : null;
  return car && id !== null ? `${car[1] ?? ''}/car#${id}` : pathname;
}
