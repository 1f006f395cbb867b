/**
 * The results on a map (`view=map`): the first MAX_PAGE_SIZE cars of the search in its order, as pins that
 * cluster where they are dense; a chosen car's card (the list's own card: photo, name, price, the way to its
 * details) beside the map, under it on a phone. Its own chunk: loaded when the map view is chosen.
 */
import { useMemo, useState, type ReactNode } from 'react';
import type { Car } from '@contract/car';
import { MAX_PAGE_SIZE, type SortOption } from '@contract/catalog/vehicle';
import type { SearchFilters } from '@contract/search-semantics';
import { formatNumber, formatPrice } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { MapBoundary, MapView, toMapPoints, useMapTexts } from '../../maps';
import { useCarSearch } from '../api/search-cars';
import { ResultCard } from './result-card';

interface ResultsMapProps {
  filters: SearchFilters;
  sort: SortOption;
  /** The chosen car's buttons, the same the list's cards get from the page. */
  cardActions?: (car: Car) => ReactNode;
}

export default function ResultsMap(props: ResultsMapProps) {
  return (
    <MapBoundary>
      <CarsMap {...props} />
    </MapBoundary>
  );
}

function CarsMap({ filters, sort, cardActions }: ResultsMapProps) {
  const { t } = useMapTexts();
  const language = useLanguage();
  const online = useOnlineStatus();
  const results = useCarSearch({ ...filters, sort, page: 1, pageSize: MAX_PAGE_SIZE }, { enabled: online });
  const [chosen, setChosen] = useState<string | undefined>();
  const data = results.data?.source === 'network' ? results.data : undefined;
  const cars = useMemo(() => data?.cars ?? [], [data]);
  const { points, unplaced } = useMemo(
    () =>
      toMapPoints(
        cars,
        (car) => car.coordinates,
        (car) => ({
          id: String(car.id),
          label: `${car.brand} ${car.model}, ${formatPrice(car.price, language)}, ${car.location}`,
        }),
      ),
    [cars, language],
  );
  const selected = cars.find((car) => String(car.id) === chosen);
  const total = data?.total ?? 0;

  const notes = data && (
    <>
      {points.length === 0 && cars.length > 0 && <p role="status">{t('cars.none')}</p>}
      {total > cars.length && (
        <p>
          {t('cars.firstOnly', { shown: formatNumber(cars.length, language), total: formatNumber(total, language) })}
        </p>
      )}
      {unplaced > 0 && points.length > 0 && <p>{t('cars.unplaced', { count: unplaced })}</p>}
    </>
  );

  return (
    <MapView
      points={points}
      selectedId={selected && String(selected.id)}
      onSelect={setChosen}
      label={t('cars.label')}
      clusterLabel={(count) => t('cars.cluster', { count })}
      selected={selected && <ResultCard car={selected} actions={cardActions?.(selected)} />}
      notes={notes}
    />
  );
}
