import { useTranslation } from 'react-i18next';
import { RequireRole } from '../../features/auth/components/require-role';
import SavedSearchesPage from '../../features/saved-searches/components/saved-searches-page';
import { DeviceUserContext, useOfflineUserId } from '../../features/saved-searches/state/device-user';
import { PageMeta } from '../../lib/page-meta';

/**
 * /saved-searches: the signed-in buyer's saved searches (others go to /auth and come back). Opened offline,
 * the copies on this device.
 */
export default function Route() {
  const { t } = useTranslation('saved');
  const offlineUserId = useOfflineUserId();
  if (offlineUserId) {
    return (
      <DeviceUserContext.Provider value={offlineUserId}>
        <PageMeta title={t('page.title')} />
        <SavedSearchesPage />
      </DeviceUserContext.Provider>
    );
  }
  return (
    <RequireRole area="user">
      <PageMeta title={t('page.title')} />
      <SavedSearchesPage />
    </RequireRole>
  );
}
