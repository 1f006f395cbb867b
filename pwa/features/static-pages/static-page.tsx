import { useTranslation } from 'react-i18next';
import { PageMeta } from '../../lib/page-meta';
import { useLocalizedPath } from '../../lib/use-localized-path';
import { ButtonLink } from '../../ui/button-link';
import { InfoIcon } from '../../ui/icons/info';
import { container } from '../../ui/layout.css';
import { CREDITS_ID, Credits } from './credits';
import { sectionId, toPageContent, type StaticPageKey } from './page-content';
import * as styles from './static-page.css';

/**
 * A static page from the `pages` namespace (loaded on demand): a title band with the intro (and the date of
 * legal texts), a table of contents on wide screens, and the sections with their paragraphs and lists.
 */
export function StaticPage({ page }: { page: StaticPageKey }) {
  const { t } = useTranslation(['pages', 'common']);
  const { localize } = useLocalizedPath();
  const content = toPageContent(t(page, { ns: 'pages', returnObjects: true }));
  const eyebrow =
    page === 'howItWorks' || page === 'importGuide'
      ? t('staticPage.guide', { ns: 'common' })
      : t('staticPage.legal', { ns: 'common' });

  return (
    <>
      <PageMeta title={content.title} description={content.metaDescription} />
      <header className={styles.band}>
        <div className={`${container} ${styles.bandInner}`}>
          <p className={styles.eyebrow}>{eyebrow}</p>
          <h1 className={styles.title}>{content.title}</h1>
          <p className={styles.intro}>{content.intro}</p>
          {content.updated && (
            <p className={styles.updated}>{t('staticPage.updated', { ns: 'common', date: content.updated })}</p>
          )}
        </div>
      </header>
      <div className={`${container} ${styles.layout}`}>
        <nav className={styles.toc} aria-labelledby="toc-title">
          <h2 id="toc-title" className={styles.tocTitle}>
            {t('staticPage.onThisPage', { ns: 'common' })}
          </h2>
          <ol className={styles.tocList}>
            {content.sections.map((section, index) => (
              <li key={index}>
                <a className={styles.tocLink} href={`#${sectionId(index)}`}>
                  {section.heading}
                </a>
              </li>
            ))}
            {page === 'howItWorks' && (
              <li>
                <a className={styles.tocLink} href={`#${CREDITS_ID}`}>
                  {t('credits.title', { ns: 'common' })}
                </a>
              </li>
            )}
          </ol>
        </nav>
        <article className={styles.article} aria-label={content.title}>
          {content.disclaimer && (
            <aside className={styles.disclaimer} aria-labelledby="disclaimer-title">
              <InfoIcon />
              <div>
                <p id="disclaimer-title" className={styles.disclaimerTitle}>
                  {t('staticPage.disclaimer', { ns: 'common' })}
                </p>
                <p>{content.disclaimer}</p>
              </div>
            </aside>
          )}
          {content.sections.map((section, index) => (
            <section
              key={index}
              id={sectionId(index)}
              className={styles.section}
              aria-labelledby={`${sectionId(index)}-title`}
            >
              <h2 id={`${sectionId(index)}-title`} className={styles.sectionHeading}>
                {section.heading}
              </h2>
              {section.paragraphs.map((paragraph, paragraphIndex) => (
                <p key={paragraphIndex} className={styles.paragraph}>
                  {paragraph}
                </p>
              ))}
              {section.items && section.items.length > 0 && (
                <ul className={styles.list}>
                  {section.items.map((item, itemIndex) => (
                    <li key={itemIndex} className={styles.listItem}>
                      {item}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ))}
          {page === 'howItWorks' && <Credits />}
          {page === 'howItWorks' && (
            <div className={styles.cta}>
              <p className={styles.ctaTitle}>{t('staticPage.ctaTitle', { ns: 'common' })}</p>
              <ButtonLink to={`${localize('/')}#search-section`}>
                {t('hero.startSearching', { ns: 'common' })}
              </ButtonLink>
            </div>
          )}
        </article>
      </div>
    </>
  );
}
