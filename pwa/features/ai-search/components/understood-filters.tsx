import { forwardRef, useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AiFallbackReason } from '@contract/ai-search';
import type { SearchFilters } from '@contract/search-semantics';
import { Button } from '../../../ui/button';
import { CloseIcon } from '../../../ui/icons/close';
import { InfoIcon } from '../../../ui/icons/info';
import { useClassicSearch } from '../../search';
import { filterChips, withoutChip } from '../state/filter-chips';
import { useFilterChipText } from '../state/use-filter-chip-text';
import * as styles from './ai-search.css';

export interface UnderstoodFiltersProps {
  /** What the AI or voice search understood, minus the chips removed since. */
  filters: SearchFilters;
  /** After a chip was removed: the filters without it (already being searched). */
  onFiltersChange: (next: SearchFilters) => void;
  onRefineInFilters: () => void;
  /** Set when the AI provider failed and the built-in parser answered. */
  fallbackReason?: AiFallbackReason;
  /** Shown above the chips (the voice search's "You said: …"). */
  children?: ReactNode;
}

/**
 * The understood search parameters as chips. Removing one runs the classic search without it (no AI or
 * voice search is spent); "Refine in filters" hands over to the classic form, which reads the same filters
 * from the URL. After a removal the focus goes to the next chip (or the previous, or the heading).
 */
export const UnderstoodFilters = forwardRef<HTMLHeadingElement, UnderstoodFiltersProps>(function UnderstoodFilters(
  { filters, onFiltersChange, onRefineInFilters, fallbackReason, children },
  headingRef,
) {
  const { t } = useTranslation('ai');
  const { search } = useClassicSearch();
  const chipText = useFilterChipText(filters);
  const titleId = useId();
  const hintId = useId();
  const list = useRef<HTMLUListElement>(null);
  const ownHeading = useRef<HTMLHeadingElement | null>(null);
  const focusAfterRemoval = useRef<number | null>(null);
  const chips = filterChips(filters);

  useEffect(() => {
    const index = focusAfterRemoval.current;
    if (index === null) return;
    focusAfterRemoval.current = null;
    const buttons = list.current?.querySelectorAll<HTMLButtonElement>('button') ?? [];
    const target = buttons[Math.min(index, buttons.length - 1)];
    if (target) target.focus();
    else ownHeading.current?.focus();
  }, [filters]);

  const setHeading = (element: HTMLHeadingElement | null) => {
    ownHeading.current = element;
    if (typeof headingRef === 'function') headingRef(element);
    else if (headingRef) headingRef.current = element;
  };

  return (
    <section className={styles.answer} aria-labelledby={titleId}>
      <h4 id={titleId} ref={setHeading} tabIndex={-1} className={styles.answerTitle}>
        {t('answer.title')}
      </h4>
      {children}
      {fallbackReason && (
        <p className={styles.fallbackNote}>
          <InfoIcon size={18} />
          <span>{t(`answer.fallback.${fallbackReason}`)}</span>
        </p>
      )}
      {chips.length > 0 ? (
        <>
          <p id={hintId} className={styles.hint}>
            {t('answer.chipsHint')}
          </p>
          <ul ref={list} className={styles.chipList} aria-label={t('answer.chipsLabel')} aria-describedby={hintId}>
            {chips.map((chip, index) => {
              const { label, field } = chipText(chip);
              return (
                <li key={chip.id}>
                  <button
                    type="button"
                    className={styles.chip}
                    aria-label={t('answer.remove', { filter: `${field}: ${label}` })}
                    onClick={() => {
                      const next = withoutChip(filters, chip);
                      focusAfterRemoval.current = index;
                      onFiltersChange(next);
                      search(next);
                    }}
                  >
                    <span className={styles.chipText}>{label}</span>
                    <CloseIcon size={14} className={styles.chipIcon} />
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      ) : (
        <p className={styles.hint}>{t('answer.nothing')}</p>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onRefineInFilters}>
          {t('answer.refine')}
        </Button>
      </div>
    </section>
  );
});
