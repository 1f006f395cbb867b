import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { useCurrentUser } from '../../features/auth';
import { DealerDashboard, SellPage } from '../../features/dealer';
import { useLocalizedPath } from '../../lib/use-localized-path';
import { Spinner } from '../../ui/spinner';
import { PageMeta } from '../../lib/page-meta';

/**
 * /dealer-dashboard and /sell (the header's "Sell a car"). Signed out, /sell says what selling here means and
 * how to start, and /dealer-dashboard sends to /auth and back. Signed in, an account without a seller profile
 * gets the sign-up form (saving it makes the account a dealer and opens the dashboard); sellers get the
 * dashboard. The API checks role and ownership on every call.
 */
export default function Route({ sell = false }: { sell?: boolean }) {
  const { t } = useTranslation('dealer');
  const { data: user } = useCurrentUser();
  const location = useLocation();
  const { localize } = useLocalizedPath();
  if (user === undefined) return <Spinner label={t(sell ? 'sell.title' : 'dashboard.title')} size={32} />;
  if (user === null && sell) {
    return (
      <>
        <PageMeta title={t('sell.title')} />
        <SellPage />
      </>
    );
  }
  if (user === null) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`${localize('/auth')}?${new URLSearchParams({ next }).toString()}`} replace />;
  }
  return (
    <>
      <PageMeta title={t('dashboard.title')} />
      <DealerDashboard />
    </>
  );
}
