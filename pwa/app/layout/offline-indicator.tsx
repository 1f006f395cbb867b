import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../lib/use-hydrated';
import { useOnlineStatus } from '../../lib/use-online-status';
import * as styles from './app-layout.css';

export function OfflineIndicator() {
  const { t } = useTranslation();
  // Prerendered pages are online; the browser says otherwise once it has taken over.
  const hydrated = useHydrated();
  const online = useOnlineStatus() || !hydrated;
  return (
    <div role="status" aria-live="polite">
      {!online && <p className={styles.offline}>{t('network.offline')}</p>}
    </div>
  );
}
