import { useTranslation } from 'react-i18next';
import { LISTING_VALID_DAYS } from '@contract/dealer-api';
import { useLocalizedPath } from '../../../lib/use-localized-path';
import { ButtonLink } from '../../../ui/button-link';
import { Card } from '../../../ui/card';
import { container } from '../../../ui/layout.css';
import * as styles from './sell-page.css';

const BENEFITS = ['free', 'leads', 'figures', 'import'] as const;
const STEPS = ['account', 'profile', 'car'] as const;

/**
 * /sell for someone signed out: what selling here means (free listings, buyers' calls and messages, figures,
 * the stock import) and how to start (an account, the seller profile, the first car), with the way in.
 * After signing in or registering they come back here and get the seller profile form.
 */
export function SellPage() {
  const { t } = useTranslation('dealer');
  const { localize } = useLocalizedPath();
  const next = localize('/sell');
  const auth = (mode?: 'register') =>
    `${localize('/auth')}?${new URLSearchParams({ ...(mode ? { mode } : {}), next }).toString()}`;
  return (
    <div className={`${container} ${styles.page}`}>
      <header className={styles.head}>
        <h1 className={styles.title}>{t('sell.title')}</h1>
        <p className={styles.intro}>{t('sell.intro')}</p>
      </header>
      <div className={styles.columns}>
        <Card as="section" padding="large" className={styles.card} aria-labelledby="sell-benefits">
          <h2 id="sell-benefits" className={styles.cardTitle}>
            {t('sell.benefitsTitle')}
          </h2>
          <ul className={styles.benefits}>
            {BENEFITS.map((benefit) => (
              <li key={benefit}>{t(`sell.benefits.${benefit}`, { days: LISTING_VALID_DAYS })}</li>
            ))}
          </ul>
        </Card>
        <Card as="section" padding="large" className={styles.card} aria-labelledby="sell-steps">
          <h2 id="sell-steps" className={styles.cardTitle}>
            {t('sell.stepsTitle')}
          </h2>
          <ol className={styles.steps}>
            {STEPS.map((step) => (
              <li key={step}>{t(`sell.steps.${step}`)}</li>
            ))}
          </ol>
          <div className={styles.actions}>
            <ButtonLink to={auth('register')} variant="primary">
              {t('sell.register')}
            </ButtonLink>
            <p className={styles.signIn}>
              {t('sell.haveAccount')}{' '}
              <ButtonLink to={auth()} variant="secondary" size="small">
                {t('sell.signIn')}
              </ButtonLink>
            </p>
          </div>
        </Card>
      </div>
    </div>
  );
}
