import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../features/auth';
import { DealerDashboard, SellPage } from '../../features/dealer';
import { Spinner } from '../../ui/spinner';
import { PageMeta } from '../layout/page-meta';

/**
 * /sell, the header's "Sell a car": signed out, what selling here means and how to start; signed in, the
 * seller profile form (saving it makes the account a dealer, and leads to the dashboard) or, for a seller,
 * the dashboard itself. The API checks role and ownership on every call.
 */
export default function Route() {
  const { t } = useTranslation('dealer');
  const { data: user } = useCurrentUser();
  if (user === undefined) return <Spinner label={t('sell.title')} size={32} />;
  return (
    <>
      <PageMeta title={user ? t('dashboard.title') : t('sell.title')} />
      {user ? <DealerDashboard /> : <SellPage />}
    </>
  );
}
