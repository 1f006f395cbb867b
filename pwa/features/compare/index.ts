// The compare feature's public surface: the result card's toggle, and the bar (mount once; it renders the
// comparison dialog).
export { CompareToggle, type CompareToggleProps } from './components/compare-toggle';
export { ComparisonBar, type ComparisonBarProps } from './components/comparison-bar';
