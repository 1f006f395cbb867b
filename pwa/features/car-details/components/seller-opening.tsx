import { useQuery } from '@tanstack/react-query';
import type { PublicSeller } from '@contract/seller-profile';
import { api } from '../../../lib/api-client';
import { useSellerOpening } from '../../../lib/seller-opening';
import { useNow } from '../../../lib/use-now';
import * as styles from './car-detail.css';

/** "Open now · until 17:00" / "Closed · opens at …" for a dealer's listing, from the seller's public profile. */
export function SellerOpening({ sellerId }: { sellerId: string }) {
  const seller = useQuery({
    // The seller page's first page: the same cache entry.
    queryKey: ['seller', sellerId, 1],
    queryFn: ({ signal }) => api.get<PublicSeller>(`/api/dealers/${encodeURIComponent(sellerId)}?page=1`, { signal }),
    staleTime: 5 * 60_000,
  });
  if (!seller.data?.openIntervals) return null;
  return <OpeningLine seller={seller.data} />;
}

function OpeningLine({ seller }: { seller: PublicSeller }) {
  const now = useNow();
  const opening = useSellerOpening(seller, now);
  if (opening.tone === 'unknown') return null;
  return (
    <p className={opening.tone === 'open' ? styles.openNow : styles.closedNow} data-testid="seller-opening">
      {opening.text}
    </p>
  );
}
