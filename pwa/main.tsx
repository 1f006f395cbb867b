import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './ui/global.css';
import { App } from './app/app';
import { loadSearchSection } from './app/routes/home';
import { loadCarPage, loadStaticPage } from './app/router';
import { loadQuickSearch } from './features/home/hero';
import { CAR_DETAIL_NAMESPACES } from './features/car-details/detail-texts';
import { SEARCH_SECTION_NAMESPACES } from './features/home/search-section-texts';
import { startFirstResults } from './features/search/api/first-results';
import { carApiPath, carIdFromPagePath } from '@contract/car-id';
import { installErrorCapture } from './features/errors/capture-errors';
import { installChunkLoadRecovery } from './lib/chunk-load';
import { provideEarly, startEarly } from './lib/early-answers';
import { CAR_PAGE_DATA_ID } from '@contract/prerendered-pages';
import { setConnectivityProbe } from './lib/connectivity';
import { outboxMayHaveEntries } from './lib/outbox/outbox-hint';
import { i18n, initI18n } from './lib/i18n';
import { initialLanguageRedirect, languageFromPath, stripLanguagePrefix } from './lib/language';
import { storedLanguage } from './lib/language-preference';
import { initTheme } from './lib/theme';
import { whenIdle } from './lib/when-idle';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// "/" opened from outside the site goes to the stored language's home; deep links never move.
const { pathname, search, hash, origin } = window.location;
const redirect = initialLanguageRedirect({
  pathname,
  search,
  hash,
  referrer: document.referrer,
  origin,
  stored: storedLanguage(),
});
if (redirect) window.history.replaceState(null, '', redirect);

initTheme();
installErrorCapture();
installChunkLoadRecovery();
// While requests fail for want of a network, a small request now and then tells when the server is back.
setConnectivityProbe(() =>
  fetch('/api/countries', { method: 'HEAD', cache: 'no-store', signal: AbortSignal.timeout(5000) }),
);

// A prerendered page (home, static pages) or a car page the server rendered is hydrated: its HTML painted before
// any script ran. Anything else, or a page whose address was just changed to another language, is rendered here.
const prerendered = root.firstElementChild !== null && !redirect;
if (!prerendered) root.replaceChildren();
const prerenderedHome = prerendered && stripLanguagePrefix(pathname) === '/';
const carId = carIdFromPagePath(pathname);
// The home page's first results start now, not after the search section's code (see first-results.ts).
if (prerenderedHome) startFirstResults(search);

// The first render waits for the language's texts (one small precached file). A prerendered page also waits
// for every text file it was rendered with: one arriving during hydration would update the page before it has
// taken over, and React would then render it again instead of hydrating it.
const pageNamespaces = prerendered ? (root.dataset.namespaces ?? '').split(',').filter(Boolean) : [];
const pageCode = !prerendered || prerenderedHome ? undefined : carId !== null ? loadCarPage() : loadStaticPage();
const homeSectionNamespaces = prerenderedHome ? SEARCH_SECTION_NAMESPACES : [];
// A car page starts its code, its car and its texts with the page, all beside the entry's own texts. The server
// sends the car with the page it rendered (a JSON block beside #root): the first render shows that very car, so
// React hydrates the server's markup. Without it (the service worker's shell, no server renderer), it is asked for now.
const languageReady = initI18n(languageFromPath(window.location.pathname));
if (carId !== null) {
  void loadCarPage();
  const sentCar = prerendered ? document.getElementById(CAR_PAGE_DATA_ID)?.textContent : undefined;
  if (sentCar) provideEarly(carApiPath(carId), JSON.parse(sentCar));
  else startEarly(carApiPath(carId));
  void i18n.loadNamespaces(CAR_DETAIL_NAMESPACES);
}
void languageReady
  .then(() => {
    // Asked first: i18next's loadNamespaces waits for every namespace asked for before it.
    const pageTexts = i18n.loadNamespaces(pageNamespaces);
    // The search section's texts start now too, so that the section does not wait for them once it renders.
    void i18n.loadNamespaces(homeSectionNamespaces);
    return Promise.all([pageTexts, pageCode]);
  })
  .finally(() => {
    const app = (
      <StrictMode>
        <App />
      </StrictMode>
    );
    if (prerendered) {
      // In a transition, React hydrates in slices of a few milliseconds, between which the browser paints and
      // answers taps, rather than in one long task (the home page's Total Blocking Time on a slow phone).
      startTransition(() => {
        hydrateRoot(root, app, {
          // React renders the part again in the browser; the page works, but it should not happen (e2e checks).
          onRecoverableError: (error) => console.warn('Hydration mismatch, rendered again in the browser:', error),
        });
      });
    } else {
      createRoot(root).render(app);
    }
  });

// The home page's search parts start loading now, not after the hero has hydrated. Asked after the texts: the page
// hydrates once those are here, and a dynamic import also waits for the modules asked for before it (a warm
// start's hydration 50 ms sooner).
if (prerenderedHome) {
  void loadQuickSearch();
  void loadSearchSection();
}
// The outbox (messages written offline) is replayed at start-up, on 'online' and when the page is shown
// again; loaded once the page is idle, and only when it may hold something, so the first load does not grow.
void whenIdle()
  .then(outboxMayHaveEntries)
  .then(async (mayHave) => {
    if (mayHave) (await import('./lib/outbox/outbox')).startOutboxReplay();
  });

if (import.meta.env.PROD) {
  const register = () =>
    void import('./lib/service-worker/register').then(({ registerServiceWorker }) => registerServiceWorker());
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
