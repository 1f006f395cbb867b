import { useTranslation } from 'react-i18next';
import { useOnlineStatus } from '../../lib/use-online-status';
import * as styles from './app-layout.css';

export function OfflineIndicator() {
  const { t } = useTranslation();
  const online = useOnlineStatus();
  return (
    <div role="status" aria-live="polite">
      {!online && <p className={styles.offline}>{t('network.offline')}</p>}
    </div>
  );
}
