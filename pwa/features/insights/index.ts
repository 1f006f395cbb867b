// Car insights: the deal label of result cards, the market value panel of the car details, and the AI
// analysis of one car and AI comparison of two. Other features import from here only.
export { DealLabel, type DealLabelProps } from './components/deal-label';
export { MarketValuePanel } from './components/market-value-panel';
export { AnalysisAction } from './components/analysis-action';
export { AiComparison } from './components/lazy-ai-comparison';
