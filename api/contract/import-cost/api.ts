/** `GET /api/cars/{id}/import-cost?destination=split`: the same estimate the device computes, for other clients. */
import { z } from 'zod';
import { DESTINATION_IDS } from './distance';

export const importCostQuerySchema = z.object({ destination: z.enum(DESTINATION_IDS).optional() }).strict();
