/** The dealer API: a dealer's own listings (GET /api/dealer/listings) and edits to one of them. */
import { z } from 'zod';
import { freeText } from './free-text';
import { MAX_PAGE_SIZE } from './catalog/vehicle';

export const DEALER_LISTINGS_PAGE_SIZE = 20;
const MAX_PRICE = 100_000_000;

/** Query of GET /api/dealer/listings (numbers arrive as strings in a query). */
export const dealerListingsQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEALER_LISTINGS_PAGE_SIZE),
});
export type DealerListingsQuery = z.output<typeof dealerListingsQuerySchema>;

/** Body of PATCH /api/dealer/listings/:id: at least one of the fields. */
export const dealerListingChangesSchema = z
  .strictObject({
    price: z.number().int().min(0).max(MAX_PRICE).optional(),
    description: freeText({ multiline: true }).trim().max(5000).optional(),
  })
  .refine((changes) => changes.price !== undefined || changes.description !== undefined, {
    message: 'Send price or description to change',
  });
export type DealerListingChanges = z.output<typeof dealerListingChangesSchema>;
