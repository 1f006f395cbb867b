import { lazy, Suspense, type ComponentProps } from 'react';
import { WhenNearView } from '../../lib/when-near-view';
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

/** Below a car's price and market value: its code (with the catalogue and the gazetteer) loads when scrolled near. */
export function LoanCalculator(props: LoanProps) {
  return (
    <WhenNearView>
      <Suspense fallback={null}>
        <LoanCalculatorLazy {...props} />
      </Suspense>
    </WhenNearView>
  );
}

export function LandedLine(props: LineProps) {
  return (
    <Suspense fallback={null}>
      <LandedLineLazy {...props} />
    </Suspense>
  );
}
