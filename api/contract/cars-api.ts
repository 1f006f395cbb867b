/** Request schemas of the listings API beyond search (see search.ts). */
import { z } from 'zod';
import { parseCarIdSegment } from './car-id';
import { MAX_COMPARE } from './catalog/vehicle';
import type { RelaxableFilter } from './search-semantics';

export { MAX_COMPARE };

/** A car id in a path: the numeric id, or either URL form (base64 or slug). */
export const carIdParamSchema = z
  .string()
  .max(200)
  .transform((value, ctx) => {
    const id = parseCarIdSegment(value);
    if (id === null) {
      ctx.addIssue({ code: 'custom', message: 'Not a valid car id' });
      return z.NEVER;
    }
    return id;
  });

export const compareRequestSchema = z.strictObject({
  ids: z
    .array(z.number().int().positive())
    .min(1, 'Choose at least one car')
    .max(MAX_COMPARE, `You can compare up to ${MAX_COMPARE} cars at a time`),
});

export interface ViewResponse {
  success: true;
  viewCount: number;
}

/** POST /api/cars/count (body: the search filters, as in search.ts's searchFiltersSchema). */
export interface CountResponse {
  total: number;
}

/** POST /api/cars/relaxations: how many cars the search finds, and how many each dropped filter would give. */
export interface RelaxationsResponse {
  total: number;
  /** Only filters that would find more than the search does, most results first. */
  relaxations: { filter: RelaxableFilter; total: number }[];
}
