import { useTranslation } from 'react-i18next';
import { decodeCarId } from '@contract/car-id';
import { useCar } from '../../search';
import { useCountCarView } from '../hooks/use-count-car-view';
import { BackLink } from './back-to-search';
import { CarDetailContent, carStatus } from './car-detail-content';

export interface CarDetailPageProps {
  /** The /car/{id} segment: the base64 of the numeric id, or the slug brand-model-year-fuel-{base64 id}. */
  idSegment: string;
}

/** The /car/{id} page. An id segment that is not a car id is "not found" without a request. */
export function CarDetailPage({ idSegment }: CarDetailPageProps) {
  const id = decodeCarId(idSegment);
  // Another car is another opening: fresh phone state, one more view.
  return <CarDetailPageFor key={id ?? idSegment} id={id} />;
}

function CarDetailPageFor({ id }: { id: number | null }) {
  const { t } = useTranslation();
  const { t: d } = useTranslation('details');
  const query = useCar(id);
  const status = carStatus(id, query);
  const car = query.data?.car;
  useCountCarView(id, { isOpen: true, isShown: car !== undefined });

  const page =
    status === 'invalid' || status === 'notFound'
      ? t('car.notFoundTitle')
      : status === 'notSaved'
        ? d('notSavedOffline.title')
        : status === 'error'
          ? t('car.errorTitle')
          : t('car.loading');
  const title = car ? t('car.title', { brand: car.brand, model: car.model, year: car.year }) : t('app.pageTitle', { page });

  return (
    <>
      <title>{title}</title>
      <CarDetailContent id={id} query={query} variant="page" back={<BackLink />} />
    </>
  );
}
