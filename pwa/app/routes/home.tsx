import { useTranslation } from 'react-i18next';
import { HowItWorksSection } from '../../features/home/how-it-works-section';
import { Hero } from '../../features/home/hero';
import { CarListings } from '../../features/listings/components/car-listings';
import { container } from '../../ui/layout.css';
import { PageMeta } from '../layout/page-meta';
import * as styles from './routes.css';

/** Home: hero, the search section (today the listings; the search tabs come with the search issue), how it works. */
export function HomeRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta fullTitle={t('home.title')} />
      <Hero />
      <section id="search-section" className={`${container} ${styles.searchSection}`} aria-labelledby="search-title">
        <div className={styles.sectionHead}>
          <h2 id="search-title" className={styles.sectionTitle}>
            {t('home.searchTitle')}
          </h2>
          <p className={styles.sectionIntro}>{t('home.searchIntro')}</p>
        </div>
        <CarListings />
      </section>
      <HowItWorksSection />
    </>
  );
}
