import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { carPath, isNumericCarId, parseCarIdSegment } from '@contract/car-id';
import { useLocalizedPath } from '../../../lib/use-localized-path';
import { useCar } from '../../cars';
import { CAR_DETAIL_NAMESPACES } from '../detail-texts';
import { useCountCarView } from '../hooks/use-count-car-view';
import { BackLink } from './back-to-search';
import { CarDetailContent, carStatus } from './car-detail-content';

export interface CarDetailPageProps {
  /** The /car/{id} segment: the base64 of the numeric id, the slug brand-model-year-fuel-{base64 id}, or the bare numeric id. */
  idSegment: string;
}

/**
 * The /car/{id} page. An id segment that is not a car id is "not found" without a request. The bare numeric
 * id (what the dealer API answers with) opens the car too, and the address becomes the canonical slug.
 */
export function CarDetailPage({ idSegment }: CarDetailPageProps) {
  const id = parseCarIdSegment(idSegment);
  // Another car is another opening: fresh phone state, one more view.
  return <CarDetailPageFor key={id ?? idSegment} id={id} canonical={!isNumericCarId(idSegment)} />;
}

function CarDetailPageFor({ id, canonical }: { id: number | null; canonical: boolean }) {
  const { t } = useTranslation();
  // All of the details' texts, not 'details' alone: asked for one after the other, each is a round trip.
  const { t: d } = useTranslation(CAR_DETAIL_NAMESPACES);
  const navigate = useNavigate();
  const { state } = useLocation() as { state: unknown };
  const { localize } = useLocalizedPath();
  const query = useCar(id);
  const status = carStatus(id, query);
  const car = query.data?.car;
  useCountCarView(id, { isOpen: true, isShown: car !== undefined });
  useEffect(() => {
    if (car && !canonical) void navigate(localize(carPath(car)), { replace: true, state });
  }, [car, canonical, localize, navigate, state]);

  const page =
    status === 'invalid' || status === 'notFound'
      ? t('car.notFoundTitle')
      : status === 'notSaved'
        ? d('notSavedOffline.title')
        : status === 'error'
          ? t('car.errorTitle')
          : t('car.loading');
  const title = car
    ? t('car.title', { brand: car.brand, model: car.model, year: car.year })
    : t('app.pageTitle', { page });

  return (
    <>
      <title>{title}</title>
      <CarDetailContent id={id} query={query} variant="page" back={<BackLink />} />
    </>
  );
}
