import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../../lib/use-localized-path';
import { ButtonLink } from '../../ui/button-link';
import { Card } from '../../ui/card';
import { container } from '../../ui/layout.css';
import { PageMeta } from '../layout/page-meta';
import * as styles from './routes.css';

/** A page whose feature comes in a later issue: its title, a short note, the way home. */
export function PlaceholderPage({ title, text, icon }: { title: string; text: string; icon: ReactNode }) {
  const { t } = useTranslation();
  const { localize } = useLocalizedPath();
  return (
    <div className={`${container} ${styles.placeholder}`}>
      <PageMeta title={title} />
      <Card padding="large" className={styles.placeholderCard}>
        <span className={styles.placeholderIcon} aria-hidden="true">
          {icon}
        </span>
        <h1 className={styles.placeholderTitle}>{title}</h1>
        <p className={styles.placeholderText}>{text}</p>
        <ButtonLink to={localize('/')} variant="secondary">
          {t('placeholder.backHome')}
        </ButtonLink>
      </Card>
    </div>
  );
}
