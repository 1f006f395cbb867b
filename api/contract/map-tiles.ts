/**
 * GET /api/map-tiles: where the maps (search results, repair shops) take their background tiles from and the
 * credit the tiles' licence asks for. It comes from the server's configuration (MAP_TILES_URL and friends),
 * so a deployment can move to its own tile server with a restart, not a rebuild of the app.
 */
import { z } from 'zod';

/** Raster tiles addressed by zoom, column and row (the "slippy map" scheme every tile server speaks). */
export const TILE_PLACEHOLDERS = ['{z}', '{x}', '{y}'] as const;

export const mapTilesSchema = z.object({
  /** An http(s) URL template with {z}, {x} and {y}. */
  url: z
    .url({ protocol: /^https?$/ })
    .refine((url) => TILE_PLACEHOLDERS.every((part) => url.includes(part)), 'must contain {z}, {x} and {y}'),
  /** Plain text shown in the map's corner (never HTML). */
  attribution: z.string().min(1).max(300),
  /** Where the credit links to (the data's copyright page). */
  attributionUrl: z.url({ protocol: /^https?$/ }).optional(),
  /** The deepest zoom the tile server draws. */
  maxZoom: z.number().int().min(1).max(22),
});
export type MapTiles = z.infer<typeof mapTilesSchema>;
