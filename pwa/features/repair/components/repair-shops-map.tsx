import { useMemo, useState } from 'react';
import type { RepairShop } from '@contract/repair-shops';
import { MapBoundary, MapView, toMapPoints, useMapTexts } from '../../maps';
import { RepairShopCard } from './repair-shop-card';

interface RepairShopsMapProps {
  shops: readonly RepairShop[];
  now: number;
  onOpenDetails: (id: string) => void;
}

/** The shops shown, as pins; the chosen shop's card beside the map (under it on a phone). */
export function RepairShopsMap(props: RepairShopsMapProps) {
  return (
    <MapBoundary>
      <ShopsMap {...props} />
    </MapBoundary>
  );
}

function ShopsMap({ shops, now, onOpenDetails }: RepairShopsMapProps) {
  const { t } = useMapTexts();
  const [chosen, setChosen] = useState<string | undefined>();
  const { points } = useMemo(
    () =>
      toMapPoints(
        shops,
        (shop) => shop.location,
        (shop) => ({ id: shop.id, label: `${shop.name}, ${shop.address}` }),
      ),
    [shops],
  );
  const selected = shops.find((shop) => shop.id === chosen);
  return (
    <MapView
      points={points}
      selectedId={selected?.id}
      onSelect={setChosen}
      label={t('shops.label')}
      clusterLabel={(count) => t('shops.cluster', { count })}
      selected={selected && <RepairShopCard shop={selected} now={now} onOpenDetails={onOpenDetails} />}
    />
  );
}
