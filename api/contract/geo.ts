/**
 * Points on the map, shared by listings, repair shops and the search's `near` filter. Zod only (no
 * gazetteer): the places data is large and loaded where a place name must be read.
 */
import { z } from 'zod';

/** A point on the map (WGS 84 degrees). */
export const geoPointSchema = z.strictObject({
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
});
export type GeoPoint = z.infer<typeof geoPointSchema>;
