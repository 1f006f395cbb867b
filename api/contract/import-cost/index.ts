/**
 * The cost of bringing a car from another EU country to Croatia and of paying for it monthly. The core
 * (estimate, ppmv, vat, loan) is small and pure; from-listing.ts reads a listing with the catalogue and the
 * gazetteer and is imported only where an estimate is shown.
 */
export {
  estimateImport,
  tripCost,
  type ImportEstimate,
  type ImportInputs,
  type ImportLine,
  type TripMode,
} from './estimate';
export { computePpmv, depreciationShare, ppmvCycle, type PpmvInput, type PpmvResult } from './ppmv';
export { croatianVat, isNewMeansOfTransport, CROATIAN_VAT_RATE, NEW_MEANS_OF_TRANSPORT } from './vat';
export { annuity, LOAN_TERM, TYPICAL_LOAN_RATE, type LoanResult } from './loan';
export { FEES, OFFICIAL_CALCULATOR_URL, type Figure } from './fees';
export { completeMonths, isoToday, registrationDate, type IsoDate } from './months';
