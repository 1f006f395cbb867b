import { lazy, Suspense, type ComponentProps } from 'react';
import type {
  LandedLine as LandedLineView,
  LandedPrice as LandedPriceView,
  LoanCalculator as LoanCalculatorView,
} from './components/costs';

const costs = () => import('./components/costs');
const LandedPriceLazy = lazy(() => costs().then((module) => ({ default: module.LandedPrice })));
const LoanCalculatorLazy = lazy(() => costs().then((module) => ({ default: module.LoanCalculator })));
const LandedLineLazy = lazy(() => costs().then((module) => ({ default: module.LandedLine })));

type LandedPriceProps = ComponentProps<typeof LandedPriceView>;
type LoanProps = ComponentProps<typeof LoanCalculatorView>;
type LineProps = ComponentProps<typeof LandedLineView>;

/** The landed price under the asking price; its code and texts load when a car's details show. */
export function LandedPrice(props: LandedPriceProps) {
  return (
    <Suspense fallback={null}>
      <LandedPriceLazy {...props} />
    </Suspense>
  );
}

export function LoanCalculator(props: LoanProps) {
  return (
    <Suspense fallback={null}>
      <LoanCalculatorLazy {...props} />
    </Suspense>
  );
}

export function LandedLine(props: LineProps) {
  return (
    <Suspense fallback={null}>
      <LandedLineLazy {...props} />
    </Suspense>
  );
}
