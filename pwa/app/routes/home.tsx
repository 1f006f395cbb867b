import { lazy, Suspense } from 'react';
import type * as SearchSectionModule from '../../features/home/search-section';
import { useTranslation } from 'react-i18next';
import { HowItWorksSection } from '../../features/home/how-it-works-section';
import { Hero } from '../../features/home/hero';
import { SearchSectionSkeleton } from '../../features/home/search-section-skeleton';
import { AfterHydration } from '../../lib/use-hydrated';
import { container } from '../../ui/layout.css';
import { PageMeta } from '../../lib/page-meta';
import * as styles from './routes.css';

// The search tabs, results and dialogs use the design system's interactive parts (react-aria): their own
// chunk, so the hero paints from the first, small one. main.tsx starts loading it with the page.
let loadedSearchSection: typeof SearchSectionModule | undefined;
export const loadSearchSection = () =>
  import('../../features/home/search-section').then((module) => (loadedSearchSection = module));
const LazySearchSection = lazy(loadSearchSection);

/**
 * The section's own component once its code is here (main.tsx starts it with the page; a warm start has it from
 * the service worker's cache before the hero has hydrated), else the lazy one. Rendering the lazy one suspends at
 * least once even when its code is already here, and React then waits 300 ms after the placeholder it showed
 * before it reveals the section (npm run bench:home, warm: the first results 0.3 s later).
 */
function SearchSection() {
  const Loaded = loadedSearchSection?.default;
  return Loaded ? <Loaded /> : <LazySearchSection />;
}

/** Home: hero, the search section (tabs, results, comparison), how it works. */
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
        {/* The prerendered page (and its hydration) shows the placeholder: a form in the HTML would lose what
            someone typed before the app took over. */}
        <AfterHydration placeholder={<SearchSectionSkeleton label={t('listings.loading')} />}>
          <Suspense fallback={<SearchSectionSkeleton label={t('listings.loading')} />}>
            <SearchSection />
          </Suspense>
        </AfterHydration>
      </section>
      <HowItWorksSection />
    </>
  );
}
