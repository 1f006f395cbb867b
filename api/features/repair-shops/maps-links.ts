/**
 * Plain map links for a shop (no API, no key, nothing loaded by our page): Google Maps' search URL with the
 * name and address, and OpenStreetMap at the shop's position (or its OSM object's page).
 */
import type { GeoPoint } from '@contract/repair-shops';

/** https://www.google.com/maps/search/?api=1&query=… (Google's documented Maps URLs). */
export function googleMapsSearchUrl(name: string, address: string): string {
  const params = new URLSearchParams({ api: '1', query: [name, address].filter(Boolean).join(', ') });
  return `https://www.google.com/maps/search/?${params.toString()}`;
}

/** The OSM object's page ("node/123") or the map at the position. */
export function openStreetMapUrl(location: GeoPoint, osmObject?: string): string {
  if (osmObject && /^(node|way|relation)\/\d+$/.test(osmObject)) return `https://www.openstreetmap.org/${osmObject}`;
  const lat = location.lat.toFixed(5);
  const lon = location.lon.toFixed(5);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=18/${lat}/${lon}`;
}
