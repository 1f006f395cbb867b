/**
 * What a map shows, as plain data: the things that have a place become points (those without are counted,
 * so the page can say they are only in the list), the area that holds them all, the look of a cluster by
 * its size, and the list/map choice kept in the address (`view=map`). No map library here.
 */

/** A point on the map (WGS 84 degrees). */
export interface LatLon {
  lat: number;
  lon: number;
}

export interface MapPoint extends LatLon {
  id: string;
  /** What the marker is called (its accessible name and tooltip), e.g. "BMW 320d, 18.900 €". */
  label: string;
}

export interface MapPoints {
  points: MapPoint[];
  /** Things without a usable place: not on the map, still in the list. */
  unplaced: number;
}

const isCoordinate = (value: number, limit: number) => Number.isFinite(value) && Math.abs(value) <= limit;

/** The things with a valid position as points, in the given order; the rest are counted. */
export function toMapPoints<T>(
  items: readonly T[],
  place: (item: T) => LatLon | undefined,
  describe: (item: T) => { id: string; label: string },
): MapPoints {
  const points: MapPoint[] = [];
  let unplaced = 0;
  for (const item of items) {
    const at = place(item);
    if (!at || !isCoordinate(at.lat, 90) || !isCoordinate(at.lon, 180)) {
      unplaced += 1;
      continue;
    }
    points.push({ ...describe(item), lat: at.lat, lon: at.lon });
  }
  return { points, unplaced };
}

/** South-west and north-east corners of the smallest area holding every point; null without points. */
export function boundsOf(points: readonly LatLon[]): [[number, number], [number, number]] | null {
  if (points.length === 0) return null;
  let south = Infinity;
  let west = Infinity;
  let north = -Infinity;
  let east = -Infinity;
  for (const { lat, lon } of points) {
    south = Math.min(south, lat);
    north = Math.max(north, lat);
    west = Math.min(west, lon);
    east = Math.max(east, lon);
  }
  return [
    [south, west],
    [north, east],
  ];
}

export type ClusterSize = 'small' | 'medium' | 'large';

/** A cluster's look grows with what it holds: up to 9, up to 99, more. */
export function clusterSize(count: number): ClusterSize {
  return count < 10 ? 'small' : count < 100 ? 'medium' : 'large';
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe to put into HTML (the map library takes its credit and marker labels as HTML). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
}

/** The tile credit as the map's corner shows it: the configured text, linked when a link is configured. */
export function attributionHtml(text: string, url: string | undefined): string {
  const label = escapeHtml(text);
  return url ? `<a href="${escapeHtml(url)}" target="_blank" rel="noopener noreferrer">${label}</a>` : label;
}
