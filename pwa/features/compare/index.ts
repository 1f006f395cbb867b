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

// Components: the card's toggle, the bar (mount once; it renders the comparison dialog) and the dialog.
export { CompareToggle, type CompareToggleProps } from './components/compare-toggle';
export { ComparisonBar, type ComparisonBarProps } from './components/comparison-bar';
export { COMPARE_DIALOG, ComparisonDialog, type ComparisonDialogProps } from './components/comparison-dialog';
export { BAR_HEIGHT_PROPERTY } from './components/use-reserved-space';
