// The compare feature's public surface.
export {
  createComparisonStore,
  useComparedIds,
  useComparisonStore,
  useIsCompared,
  type AddResult,
  type ComparisonState,
  type ComparisonStore,
  type ToggleResult,
} from './comparison-store';
export { compareCars, comparedCarsQueryOptions, postCompare, useComparedCars, type ComparedCars } from './api/compare-cars';
export { compareRows, type CompareField, type CompareGroup, type CompareRow, type CompareValue } from './compare-rows';
