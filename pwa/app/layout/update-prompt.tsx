import { useTranslation } from 'react-i18next';
import { useUpdateStore } from '../../lib/service-worker/update-store';
import { button } from '../../ui/button.css';
import * as styles from './app-layout.css';

/** "A new version is available — Reload"; the page reloads only when the user clicks. */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const applyUpdate = useUpdateStore((state) => state.applyUpdate);
  const dismiss = useUpdateStore((state) => state.dismiss);

  return (
    <div className={styles.toastRegion} role="status" aria-live="polite">
      {applyUpdate && (
        <div className={styles.toast}>
          <p>{t('update.available')}</p>
          <div className={styles.toastActions}>
            <button type="button" className={button.primary} onClick={applyUpdate}>
              {t('update.reload')}
            </button>
            <button type="button" className={button.ghost} onClick={dismiss}>
              {t('update.later')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
