import { useTranslation } from 'react-i18next';
import { CarListings } from '../../features/listings/components/car-listings';
import * as styles from '../layout/app-layout.css';

export function HomeRoute() {
  const { t } = useTranslation();
  return (
    <>
      <title>{t('home.title')}</title>
      <div className={styles.pageHeading}>
        <h1 className={styles.pageTitle}>{t('home.heading')}</h1>
        <p className={styles.pageIntro}>{t('home.intro')}</p>
      </div>
      <CarListings />
    </>
  );
}
