import { useTranslation } from 'react-i18next';
import { useUpdateStore } from '../../lib/service-worker/update-store';
import { buttonClassName } from '../../ui/button-class';
import * as styles from './app-layout.css';

/** "A new version is available — Reload"; the page reloads only when the user clicks. */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const applyUpdate = useUpdateStore((state) => state.applyUpdate);
  const dismiss = useUpdateStore((state) => state.dismiss);

  return (
    <div className={styles.updateRegion} role="status" aria-live="polite">
      {applyUpdate && (
        <div className={styles.updateToast}>
          <p>{t('update.available')}</p>
          <div className={styles.updateActions}>
            <button
              type="button"
              className={buttonClassName({ variant: 'inverse', size: 'small' })}
              onClick={applyUpdate}
            >
              {t('update.reload')}
            </button>
            <button
              type="button"
              className={buttonClassName({ variant: 'ghost', size: 'small' }, styles.updateLater)}
              onClick={dismiss}
            >
              {t('update.later')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
