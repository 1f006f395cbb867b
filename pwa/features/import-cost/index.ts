// The real price of a car: with import to Croatia (for listings abroad) and per month on a loan. The estimate
// and its texts load lazily (lazy.tsx); the result cards' switch and its setting are small and load with the page.
export { LandedPrice, LoanCalculator, LandedLine } from './lazy';
export { useLandedSetting } from './landed-setting';
