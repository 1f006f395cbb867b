import { useLocation } from 'react-router-dom';
import { alternateUrls, canonicalUrl } from '../../lib/head';

/**
 * The page's canonical link (search-term parameters removed) and its hreflang alternates in en, hr, de and
 * x-default. React puts these <link>s into <head>. (Each page renders its own <title>: see PageMeta.)
 */
export function DocumentHead() {
  const { pathname, search } = useLocation();
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
