/**
 * Distances on the globe, zod- and data-free (the search semantics and the PWA's offline search use them).
 * A sphere of the mean Earth radius: within 0.5 % of the ellipsoid, far below what "38 km" shows.
 */

/** Mean Earth radius, km. MongoDB's `$centerSphere` takes radians: a radius in km divided by this. */
export const EARTH_RADIUS_KM = 6371;

export interface LatLon {
  lat: number;
  lon: number;
}

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: LatLon, b: LatLon): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A distance as shown on a card: whole kilometres from 10 km, one decimal below. */
export function roundDistanceKm(km: number): number {
  return km >= 10 ? Math.round(km) : Math.round(km * 10) / 10;
}
