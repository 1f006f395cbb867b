import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocalizedPath } from '../../lib/use-localized-path';
import { Card } from '../../ui/card';
import { ChatIcon } from '../../ui/icons/chat';
import { ChevronRightIcon } from '../../ui/icons/chevron-right';
import { CompareIcon } from '../../ui/icons/compare';
import { SearchIcon } from '../../ui/icons/search';
import { container } from '../../ui/layout.css';
import * as styles from './how-it-works-section.css';

const STEPS = [
  { key: 'search', Icon: SearchIcon },
  { key: 'compare', Icon: CompareIcon },
  { key: 'contact', Icon: ChatIcon },
] as const;

/** The home page's short "how it works" (the hero's "Learn more" target), linking to the full page. */
export function HowItWorksSection() {
  const { t } = useTranslation();
  const { localize } = useLocalizedPath();
  return (
    <section id="how-it-works" className={`${container} ${styles.section}`} aria-labelledby="how-it-works-title">
      <div className={styles.head}>
        <p className={styles.eyebrow}>{t('home.howItWorks.eyebrow')}</p>
        <h2 id="how-it-works-title" className={styles.title}>
          {t('home.howItWorks.title')}
        </h2>
        <p className={styles.intro}>{t('home.howItWorks.intro')}</p>
      </div>
      <ol className={styles.steps}>
        {STEPS.map(({ key, Icon }, index) => (
          <Card key={key} as="li" className={styles.step}>
            <span className={styles.stepIcon} aria-hidden="true">
              <Icon size={24} />
            </span>
            <span className={styles.stepNumber}>{t('home.howItWorks.step', { number: index + 1 })}</span>
            <h3 className={styles.stepTitle}>{t(`home.howItWorks.steps.${key}.title`)}</h3>
            <p className={styles.stepText}>{t(`home.howItWorks.steps.${key}.text`)}</p>
          </Card>
        ))}
      </ol>
      <Link className={styles.more} to={localize('/how-it-works')}>
        {t('home.howItWorks.readMore')}
        <ChevronRightIcon size={18} />
      </Link>
    </section>
  );
}
