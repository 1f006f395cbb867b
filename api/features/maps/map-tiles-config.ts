/**
 * Where map tiles come from (MAP_TILES_URL, MAP_TILES_ATTRIBUTION, MAP_TILES_ATTRIBUTION_URL, MAP_TILES_MAX_ZOOM).
 * The default is OpenStreetMap's standard tiles, which its tile usage policy allows for light use with the
 * credit "© OpenStreetMap contributors" linked to its copyright page, a valid referer, the browser's normal
 * caching and no bulk downloading (https://operations.osmfoundation.org/policies/tiles/). A busy deployment
 * serves its own tiles (README: Maps).
 */
import { TILE_PLACEHOLDERS, type MapTiles } from '@contract/map-tiles';

export const DEFAULT_MAP_TILES: MapTiles = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '© OpenStreetMap contributors',
  attributionUrl: 'https://www.openstreetmap.org/copyright',
  // The standard layer is drawn down to zoom 19 (https://wiki.openstreetmap.org/wiki/Standard_tile_layer).
  maxZoom: 19,
};

/** Placeholders a tile URL may hold: Leaflet fills {s} and {r} too, but they are not accepted here. */
const PLACEHOLDER = /\{[^}]*\}/g;

/** What is wrong with a tile URL template, or undefined when it is usable. */
export function tileUrlProblem(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'must be an http:// or https:// URL';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'must be an http:// or https:// URL';
  if (/[{}]/.test(url.host)) return 'the host must be fixed (no {s} subdomains)';
  const placeholders: string[] = value.match(PLACEHOLDER) ?? [];
  const known: readonly string[] = TILE_PLACEHOLDERS;
  const unknown = placeholders.filter((part) => !known.includes(part));
  if (unknown.length > 0) return `unknown placeholder ${unknown[0]}: only {z}, {x} and {y}`;
  for (const part of known) if (!placeholders.includes(part)) return `must contain ${part}`;
  return undefined;
}

/** The origin tiles are loaded from (for the Content-Security-Policy's img-src). */
export function tileOrigin(tiles: Pick<MapTiles, 'url'>): string {
  return new URL(tiles.url).origin;
}
