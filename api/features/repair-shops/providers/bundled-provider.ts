/**
 * The default provider: the bundled demo dataset (api/features/repair-shops/bundled/), searched in memory. No
 * network, no account; the answer says it is demo data.
 */
import { BUNDLED_SHOPS } from '../bundled/bundled-shops';
import { rankShops } from '../rank-shops';
import type { ShopRecord } from '../shop-record';
import { pageOf, type ProviderPage, type ProviderSearch, type RepairShopProvider } from './provider';

export class BundledProvider implements RepairShopProvider {
  readonly name = 'bundled' as const;
  readonly demo = true;
  readonly attribution = 'Demo data';

  constructor(private readonly shops: readonly ShopRecord[] = BUNDLED_SHOPS) {}

  async search({ reading, near, cursor, pageSize, spend }: ProviderSearch): Promise<ProviderPage> {
    await spend();
    const ranked = rankShops(this.shops, { reading, near });
    const { page, nextCursor } = pageOf(ranked, cursor, pageSize);
    return {
      shops: page.map((entry) => entry.shop),
      distancesKm: page.map((entry) => entry.distanceKm),
      total: ranked.length,
      ...(nextCursor ? { nextCursor } : {}),
      cached: false,
      fetchedAt: new Date(),
    };
  }
}
