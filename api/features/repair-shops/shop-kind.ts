import type { ServiceCategory, ShopKind } from '@contract/repair-shops';

/**
 * What kind of business a shop is, from what it offers first of all (sources that do not say list the
 * services its name speaks of first: "Vulkanizer Horvat" is a tyre shop even when tagged as a workshop).
 */
export function kindFromCategories(categories: readonly ServiceCategory[], { dealer = false } = {}): ShopKind {
  if (dealer || categories.includes('dealer_service')) return 'service_centre';
  switch (categories[0]) {
    case 'tyres':
      return 'tyres';
    case 'bodywork':
    case 'glass':
      return 'body';
    case 'import':
    case 'homologation':
      return 'importer';
    default:
      return 'repair';
  }
}
