/**
 * A listing's coordinates when it is written (dealer form, imports, demo generator, and listings stored
 * before coordinates existed): its town's centre in its country, from the gazetteer.
 */
import { findCountry } from '@contract/catalog';
import type { GeoPoint } from '@contract/geo';
import { locateTown } from '@contract/places/locate';
import { placeById, type Place } from '@contract/places/gazetteer';

/**
 * `unknownTown`: the gazetteer covers the country but not the town; `candidates`: several places have the
 * name and the seller must say which (an error for the seller either way, never a guess).
 */
export type ListingPlacement = { coordinates?: GeoPoint; unknownTown: boolean; candidates?: Place[] };

/** A candidate as the seller can tell it apart: "Novigrad (Zadarska županija, 23312)", "Frankfurt (Oder) (Brandenburg)". */
export function candidateLabel(place: Place): string {
  const name =
    place.countryCode === 'HR'
      ? place.names.hr
      : ['AT', 'DE'].includes(place.countryCode)
        ? place.names.de
        : place.names.en;
  const city = place.kind === 'district' && place.parent ? placeById(place.parent)?.names.hr : undefined;
  const detail = [city, place.region, place.postcode].filter(Boolean).join(', ');
  return detail ? `${name} (${detail})` : name;
}

export function placeListing(location: string, countryId: number): ListingPlacement {
  const code = findCountry(countryId)?.code;
  const located = code ? locateTown(location, code) : { kind: 'uncovered' as const };
  if (located.kind === 'found') return { coordinates: located.coordinates, unknownTown: false };
  if (located.kind === 'ambiguous') return { unknownTown: false, candidates: located.candidates };
  return { unknownTown: located.kind === 'unknown' };
}
