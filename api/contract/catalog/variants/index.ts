/**
 * The catalogue of variants (see types.ts): a separate entry from the catalog's brands and countries, because
 * it is large: the PWA loads it only where it is needed (import('@contract/catalog/variants')), never with the
 * home page.
 */
export * from './types';
export {
  catalogModels,
  findCatalogModel,
  findVariant,
  generationsIn,
  generationsOf,
  offeredWith,
  variantById,
  variantsOf,
  type VariantFilter,
} from './lookup';
export { PRICE_BASE_YEAR, inTodaysEuros } from './prices';
