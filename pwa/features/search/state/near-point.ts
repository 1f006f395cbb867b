/**
 * The point of a search's `near` on the device: a point is read from the text; a place id or a postcode
 * needs the gazetteer, loaded only then (a separate chunk, never on the home page's first load): its core, and
 * the rest of the Union's towns only for a place the core does not have.
 */
import type { LatLon } from '@contract/distance';
import { parseNear } from '@contract/near';

export async function loadNearPoint(near: string): Promise<LatLon | undefined> {
  const ref = parseNear(near);
  if (!ref) return undefined;
  if (ref.kind === 'point') return ref.point;
  const { resolveNearLoading } = await import('@contract/places/near-point-loading');
  return (await resolveNearLoading(near))?.point;
}
