import { useTranslation } from 'react-i18next';
import { paginationItems } from '../state/pagination';
import * as styles from './pagination.css';

interface PaginationProps {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
}

/**
 * Previous, the page numbers in the pattern paginationItems gives, with ellipses for gaps, next. Buttons: the
 * page is kept in session storage, not in the address.
 */
export function Pagination({ page, pageCount, onChange }: PaginationProps) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;

  const step = (target: number, label: string) => (
    <li className={styles.step}>
      <button
        type="button"
        className={styles.link}
        disabled={target < 1 || target > pageCount}
        onClick={() => onChange(target)}
      >
        {label}
      </button>
    </li>
  );

  return (
    <nav className={styles.nav} aria-label={t('pagination.label')}>
      <ul className={styles.list}>
        {step(page - 1, t('pagination.previous'))}
        {paginationItems(page, pageCount).map((item) =>
          item.type === 'gap' ? (
            <li key={item.key} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <button
                type="button"
                className={styles.link}
                aria-label={t('pagination.page', { page: item.page })}
                aria-current={item.page === page ? 'page' : undefined}
                onClick={() => onChange(item.page)}
              >
                {item.page}
              </button>
            </li>
          ),
        )}
        {step(page + 1, t('pagination.next'))}
      </ul>
    </nav>
  );
}
