/**
 * The import estimate of a listing with the buyer's own figures: the listing's inputs (from-listing.ts), the
 * buyer's changes on top (kept per car for this visit, so the details, the loan, the cards and the comparison
 * agree), and the estimate. In the lazily loaded part of the feature: it brings the catalogue and gazetteer.
 */
import { useMemo } from 'react';
import { create } from 'zustand';
import type { Car } from '@contract/car';
import { estimateImport, type ImportEstimate, type ImportInputs } from '@contract/import-cost';
import { importInputsFromListing, isForeignListing, type ListingImport } from '@contract/import-cost/from-listing';

/** What the buyer changed: any input, and the Croatian town the car goes to. */
export type ImportOverrides = Partial<ImportInputs> & { destinationId?: string };

interface OverridesState {
  byCar: Record<number, ImportOverrides>;
  change(carId: number, change: ImportOverrides): void;
}

export const useImportOverrides = create<OverridesState>((set) => ({
  byCar: {},
  change(carId, change) {
    set((state) => ({ byCar: { ...state.byCar, [carId]: { ...state.byCar[carId], ...change } } }));
  },
}));

export interface CarImport {
  foreign: boolean;
  listing: ListingImport;
  inputs?: ImportInputs;
  estimate?: ImportEstimate;
  overrides: ImportOverrides;
}

function carImport(car: Car, overrides: ImportOverrides = {}): CarImport {
  const foreign = isForeignListing(car);
  const listing = importInputsFromListing(car, { destinationId: overrides.destinationId });
  if (!foreign || !listing.inputs) return { foreign, listing, overrides };
  // Only what the buyer set; a cleared change (a new destination clears the typed distance) falls back to the listing's.
  const changes = Object.fromEntries(
    Object.entries(overrides).filter(([key, value]) => key !== 'destinationId' && value !== undefined),
  );
  const inputs: ImportInputs = { ...listing.inputs, ...changes };
  return { foreign, listing, inputs, estimate: estimateImport(inputs), overrides };
}

export function useCarImport(car: Car): CarImport {
  const overrides = useImportOverrides((state) => state.byCar[car.id]);
  return useMemo(() => carImport(car, overrides), [car, overrides]);
}
