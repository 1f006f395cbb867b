import { visuallyHidden } from '../../ui/layout.css';
import * as styles from './search-section-skeleton.css';

/** Holds the search section's place (tabs, form, a row of cards) while its chunk loads. */
export function SearchSectionSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className={styles.wrap}>
      <span className={visuallyHidden}>{label}</span>
      <div className={styles.tabs} aria-hidden="true" />
      <div className={styles.form} aria-hidden="true" />
      <div className={styles.cards} aria-hidden="true">
        {Array.from({ length: 4 }, (_, index) => (
          <div key={index} className={styles.card} />
        ))}
      </div>
    </div>
  );
}
