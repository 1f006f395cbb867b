import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './ui/global.css';
import { App } from './app/app';
import { installErrorCapture } from './features/errors/capture-errors';
import { installChunkLoadRecovery } from './lib/chunk-load';
import { setConnectivityProbe } from './lib/connectivity';
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
installChunkLoadRecovery();
// While requests fail for want of a network, a small request now and then tells when the server is back.
setConnectivityProbe(() => fetch('/api/countries', { method: 'HEAD', cache: 'no-store', signal: AbortSignal.timeout(5000) }));

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
