import { useLocation } from 'react-router-dom';
import { alternateUrls, canonicalUrl } from '../../lib/head';
import { useHydrated } from '../../lib/use-hydrated';

/**
 * The page's canonical link (search-term parameters removed) and its hreflang alternates in en, hr, de and
 * x-default. React puts these <link>s into <head>. (Each page renders its own <title>: see PageMeta.)
 * They need the address's origin, which a prerendered page does not know, so they come after hydration.
 */
export function DocumentHead() {
  const { pathname, search } = useLocation();
  if (!useHydrated()) return null;
  const origin = window.location.origin;
  return (
    <>
      <link rel="canonical" href={canonicalUrl(origin, pathname, search)} />
      {alternateUrls(origin, pathname, search).map((alternate) => (
        <link key={alternate.hrefLang} rel="alternate" hrefLang={alternate.hrefLang} href={alternate.href} />
      ))}
    </>
  );
}
