import { useTranslation } from 'react-i18next';
import { RequireRole } from '../../features/auth';
import WatchedCarsPage from '../../features/saved-searches/components/watched-cars-page';
import { PageMeta } from '../layout/page-meta';

/** /watched-cars: the signed-in buyer's watched cars with their price and status now. */
export default function Route() {
  const { t } = useTranslation('saved');
  return (
    <RequireRole area="user">
      <PageMeta title={t('watched.title')} />
      <WatchedCarsPage />
    </RequireRole>
  );
}
