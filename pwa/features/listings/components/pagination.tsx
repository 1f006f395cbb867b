import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paginationItems } from '../utils/list-params';
import * as styles from './pagination.css';

interface PaginationProps {
  page: number;
  totalPages: number;
  /** The link target (a search string such as "?page=3") of a page. */
  hrefFor: (page: number) => string;
}

/** Page links: previous, the page numbers of the spec's pattern, next. Links, so the page is in the URL. */
export function Pagination({ page, totalPages, hrefFor }: PaginationProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;

  const step = (target: number, label: string) => (
    <li className={styles.step}>
      {target >= 1 && target <= totalPages ? (
        <Link className={styles.link} to={hrefFor(target)} rel={target < page ? 'prev' : 'next'}>
          {label}
        </Link>
      ) : (
        <span className={styles.disabled} aria-disabled="true">
          {label}
        </span>
      )}
    </li>
  );

  return (
    <nav className={styles.nav} aria-label={t('pagination.label')}>
      <ul className={styles.list}>
        {step(page - 1, t('pagination.previous'))}
        {paginationItems(page, totalPages).map((item) =>
          item.type === 'gap' ? (
            <li key={item.key} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <Link
                className={styles.link}
                to={hrefFor(item.page)}
                aria-label={t('pagination.page', { page: item.page })}
                aria-current={item.page === page ? 'page' : undefined}
              >
                {item.page}
              </Link>
            </li>
          ),
        )}
        {step(page + 1, t('pagination.next'))}
      </ul>
    </nav>
  );
}
