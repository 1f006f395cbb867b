import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../lib/use-hydrated';
import { CheckIcon } from '../../ui/icons/check';
import { container } from '../../ui/layout.css';
import { quickSearchSkeleton } from './quick-search.css';
import { makeSparkles, sparkleCount, SPARKLE_ANIMATION_S } from './sparkles';
import { useMediaQuery } from '../../lib/use-media-query';
import * as styles from './hero.css';

// The catalog's brands and models and the count query are a chunk of their own, so the first one stays
// small. The prerendered page has the form itself (React hydrates it once the chunk is here); the placeholder,
// of the form's height, is for a home page rendered in the browser.
export const loadQuickSearch = () => import('./quick-search');
const QuickSearch = lazy(loadQuickSearch);

/**
 * The home page's hero, compact so that the quick search is on a phone's first screen: title, (wider
 * screens) subtitle, the quick search, the facts and the sparkle overlay.
 */
export function Hero() {
  const { t } = useTranslation();
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <Sparkles />
      <div className={`${container} ${styles.inner}`}>
        <p className={styles.eyebrow}>{t('hero.eyebrow')}</p>
        <h1 id="hero-title" className={styles.title}>
          {t('hero.title')}
        </h1>
        <p className={styles.subtitle}>{t('hero.subtitle')}</p>
        {/* In the prerendered page too: it works as a plain form until the app takes over (quick-search.tsx). */}
        <Suspense fallback={<div className={quickSearchSkeleton} aria-hidden="true" />}>
          <QuickSearch />
        </Suspense>
        <ul className={styles.facts}>
          {(['free', 'languages', 'offline'] as const).map((fact) => (
            <li key={fact} className={styles.fact}>
              <CheckIcon size={18} />
              {t(`hero.facts.${fact}`)}
            </li>
          ))}
        </ul>
      </div>
      <HorizonArt />
      <svg
        className={styles.wave}
        viewBox="0 0 1440 72"
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
      >
        <path fill="currentColor" d="M0 40c240 28 480 32 720 16S1200 8 1440 28v44H0z" />
      </svg>
    </section>
  );
}

function HorizonArt() {
  return (
    <svg className={styles.art} viewBox="0 0 560 360" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id="hero-sun-glow">
          <stop offset="35%" className={styles.sunGlow} />
          <stop offset="100%" className={styles.sunGlowEnd} />
        </radialGradient>
        {/* The sea fades in from the left, so it has no edge. */}
        <linearGradient id="hero-fade-gradient">
          <stop offset="0" stopColor="#000" />
          <stop offset="0.45" stopColor="#fff" />
        </linearGradient>
        <mask id="hero-fade">
          <rect width="560" height="360" fill="url(#hero-fade-gradient)" />
        </mask>
      </defs>
      <circle cx="350" cy="190" r="150" fill="url(#hero-sun-glow)" />
      <circle cx="350" cy="196" r="62" className={styles.sun} />
      <g mask="url(#hero-fade)">
        <path className={styles.waveLayer} d="M0 230c60-18 120-18 180 0s120 18 180 0 120-18 200 4v126H0z" />
        <path className={styles.waveLayer} d="M0 268c70-16 130-14 190 2s130 16 190-2 110-14 180 4v88H0z" />
        <path className={styles.waveLayer} d="M0 304c60-12 120-10 180 2s120 12 190-2 120-10 190 6v50H0z" />
      </g>
    </svg>
  );
}

function Sparkles() {
  const narrow = useMediaQuery('(max-width: 767.98px)');
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  const count = sparkleCount(narrow ? 375 : 1280, reduced);
  const sparkles = useMemo(() => makeSparkles(count), [count]);
  // Random, so drawn in the browser only (a prerendered page's copy would not match, and the CSP blocks the
  // style attributes of prerendered HTML).
  const hydrated = useHydrated();
  if (count === 0 || !hydrated) return null;
  return (
    <div className={styles.sparkles} aria-hidden="true" data-testid="sparkles">
      {sparkles.map((sparkle, index) => (
        <span
          key={index}
          className={styles.sparkle}
          style={{
            left: `${sparkle.left}%`,
            top: `${sparkle.top}%`,
            width: sparkle.size,
            height: sparkle.size,
            animationDelay: `${sparkle.delay}s`,
            animationDuration: `${SPARKLE_ANIMATION_S}s`,
          }}
        />
      ))}
    </div>
  );
}
