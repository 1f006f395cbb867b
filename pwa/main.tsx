import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './ui/global.css';
import { App } from './app/app';
import { installErrorCapture } from './features/errors/capture-errors';
import { initI18n } from './lib/i18n';
import { initialLanguageRedirect, languageFromPath } from './lib/language';
import { storedLanguage } from './lib/language-preference';
import { initTheme } from './lib/theme';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// "/" opened from outside the site goes to the stored language's home; deep links never move.
const { pathname, search, hash, origin } = window.location;
const redirect = initialLanguageRedirect({ pathname, search, hash, referrer: document.referrer, origin, stored: storedLanguage() });
if (redirect) window.history.replaceState(null, '', redirect);

initTheme();
installErrorCapture();

// The first render waits for the language's texts (one small precached file).
void initI18n(languageFromPath(window.location.pathname)).finally(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

// The outbox (messages written offline) is replayed at start-up, on 'online' and when the page is shown
// again; loaded after the page, so the first load does not grow.
const startOutbox = () => void import('./lib/outbox/outbox').then(({ startOutboxReplay }) => startOutboxReplay());
if (document.readyState === 'complete') startOutbox();
else window.addEventListener('load', startOutbox, { once: true });

if (import.meta.env.PROD) {
  const register = () => void import('./lib/service-worker/register').then(({ registerServiceWorker }) => registerServiceWorker());
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
