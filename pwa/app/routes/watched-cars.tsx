import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../features/auth';
import { RequireRole } from '../../features/auth/components/require-role';
import WatchedCarsPage from '../../features/saved-searches/components/watched-cars-page';
import { useOfflineUserId } from '../../features/saved-searches/state/device-user';
import { PageMeta } from '../../lib/page-meta';

/**
 * /watched-cars: the signed-in buyer's watched cars with their price and status now (opened offline, the
 * copies on this device); a visitor sees the cars watched on this device (kept there until sign-in).
 */
export default function Route() {
  const { t } = useTranslation('saved');
  const user = useCurrentUser();
  const offlineUserId = useOfflineUserId();
  if (user.data === null || offlineUserId) {
    return (
      <>
        <PageMeta title={t('watched.title')} />
        <WatchedCarsPage userId={offlineUserId ?? null} />
      </>
    );
  }
  return (
    <RequireRole area="user">
      <PageMeta title={t('watched.title')} />
      <WatchedCarsPage userId={user.data?.id ?? null} />
    </RequireRole>
  );
}
