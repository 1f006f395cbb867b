import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocalizedPath } from '../../lib/use-localized-path';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Switch } from '../../ui/switch';
import { CONSENT_CATEGORIES } from './consent-state';
import { useConsentStore } from './consent-store';
import * as styles from './cookie-consent.css';

/** Four category switches (necessary always on and disabled) and Reject all, Save preferences, Accept all. */
export default function CookiePreferencesDialog() {
  const { t } = useTranslation();
  const { localize } = useLocalizedPath();
  const draft = useConsentStore((state) => state.draft);
  const dispatch = useConsentStore((state) => state.dispatch);

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && dispatch({ type: 'closePreferences' })}
      title={t('consent.dialogTitle')}
      footer={
        <>
          <Button variant="ghost" onPress={() => dispatch({ type: 'rejectAll', date: new Date() })}>
            {t('consent.rejectAll')}
          </Button>
          <Button variant="secondary" onPress={() => dispatch({ type: 'save', date: new Date() })}>
            {t('consent.savePreferences')}
          </Button>
          <Button onPress={() => dispatch({ type: 'acceptAll', date: new Date() })}>{t('consent.acceptAll')}</Button>
        </>
      }
    >
      <p>
        {t('consent.dialogIntro')}{' '}
        <Link to={localize('/cookie-policy')} onClick={() => dispatch({ type: 'closePreferences' })}>
          {t('consent.policyLink')}
        </Link>
      </p>
      {CONSENT_CATEGORIES.map((category) => (
        // The whole row is the switch's label: a click on the name or the description toggles it too.
        <Switch
          key={category}
          className={styles.category}
          labelPosition="start"
          isSelected={draft[category]}
          isDisabled={category === 'necessary'}
          aria-labelledby={`consent-${category}`}
          aria-describedby={`consent-${category}-description`}
          onChange={(value) => dispatch({ type: 'toggle', category, value })}
        >
          <span className={styles.categoryText}>
            <span className={styles.categoryTitle} id={`consent-${category}`}>
              {t(`consent.categories.${category}.title`)}
            </span>
            <span className={styles.categoryDescription} id={`consent-${category}-description`}>
              {t(`consent.categories.${category}.description`)}
            </span>
            {category === 'necessary' && <span className={styles.alwaysOn}>{t('consent.alwaysOn')}</span>}
          </span>
        </Switch>
      ))}
    </Dialog>
  );
}
