import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A page's <title> ("How it works · Autotržni") and meta description. Render it once in every page.
 * `title` is the page's own name; `fullTitle` replaces the whole title (the home page's).
 */
export function PageMeta({
  title,
  fullTitle,
  description,
}: {
  title?: string;
  fullTitle?: string;
  description?: string;
}) {
  const { t } = useTranslation();
  const text = fullTitle ?? t('app.pageTitle', { page: title ?? '' });
  const fallback = t('app.description');
  useEffect(() => {
    document.querySelector('meta[name="description"]')?.setAttribute('content', description ?? fallback);
  }, [description, fallback]);
  return <title>{text}</title>;
}
