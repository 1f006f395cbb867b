import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_COMPARE } from '@contract/catalog/vehicle';
import { formatPrice } from '../../../lib/format';
import { useLanguage } from '../../../lib/i18n';
import { useMediaQuery } from '../../../lib/use-media-query';
import { breakpoints } from '../../../ui/theme.css';
import { useHistoryDialog } from '../../../lib/use-history-dialog';
import { Button } from '../../../ui/button';
import { CloseIcon } from '../../../ui/icons/close';
import { CompareIcon } from '../../../ui/icons/compare';
import { container, visuallyHidden } from '../../../ui/layout.css';
import { useComparisonStore, type ComparisonStore } from '../comparison-store';
import { carName } from './car-name';
import { CarThumbnail } from './car-thumbnail';
import { COMPARE_DIALOG, ComparisonDialog } from './comparison-dialog';
import { useReservedBottomSpace } from './use-reserved-space';
import * as styles from './comparison-bar.css';

export interface ComparisonBarProps {
  /** The selection it shows; the app's own by default (tests pass their own). */
  store?: ComparisonStore;
}

/**
 * The bar fixed to the bottom of the page while at least one car is chosen for comparison (mount once):
 * the chosen cars with a remove button each, Clear, and Compare (enabled only at exactly 2) that opens the
 * comparison table in a history-backed dialog, also rendered here. On a phone, one chosen car is a small chip
 * in the corner instead (the car, "pick one more", remove): a full bar would take a sixth of the screen before
 * there is anything to compare. The page gets bottom padding as tall as the bar or chip while it is shown;
 * changes to the selection are announced politely.
 */
export function ComparisonBar({ store = useComparisonStore }: ComparisonBarProps) {
  const { t } = useTranslation('compare');
  const language = useLanguage();
  const cars = store((state) => state.cars);
  const canCompare = store((state) => state.canCompare);
  const dialog = useHistoryDialog(COMPARE_DIALOG);
  const bar = useRef<HTMLElement>(null);
  const headingId = useId();
  const hintId = useId();
  const isShown = cars.length > 0;
  const isChip = useMediaQuery(breakpoints.mobile) && cars.length === 1;
  useReservedBottomSpace(bar, isShown, isChip ? 'chip' : 'bar');
  const announcement = useSelectionAnnouncement(store);

  const remove = (id: number) => {
    store.getState().remove(id);
    // The pressed button is gone: keep the keyboard in the bar while it stays.
    if (store.getState().cars.length > 0) bar.current?.focus();
  };

  return (
    <>
      <div role="status" className={visuallyHidden}>
        {announcement}
      </div>
      {isShown && isChip && (
        <section ref={bar} className={styles.chip} aria-labelledby={headingId} tabIndex={-1}>
          <h2 id={headingId} className={visuallyHidden}>
            {t('bar.title')}
          </h2>
          <CompareIcon size={18} className={styles.chipIcon} />
          {cars.map((car) => (
            <span key={car.id} className={styles.slotText}>
              <span className={styles.slotName}>
                {car.brand} {car.model}
              </span>
              <span className={styles.slotMeta}>{t('bar.oneMoreShort')}</span>
            </span>
          ))}
          {cars.map((car) => (
            <Button
              key={car.id}
              variant="ghost"
              size="small"
              isIconOnly
              className={styles.remove}
              aria-label={t('bar.remove', { car: carName(car, t) })}
              onPress={() => remove(car.id)}
            >
              <CloseIcon size={18} />
            </Button>
          ))}
        </section>
      )}
      {isShown && !isChip && (
        <section ref={bar} className={styles.bar} aria-labelledby={headingId} tabIndex={-1}>
          <div className={`${container} ${styles.inner}`}>
            <h2 id={headingId} className={visuallyHidden}>
              {t('bar.title')}
            </h2>
            <ul className={styles.slots}>
              {cars.map((car) => (
                <li key={car.id} className={styles.slot}>
                  <CarThumbnail car={car} alt="" className={styles.slotImage} />
                  <span className={styles.slotText}>
                    <span className={styles.slotName}>
                      {car.brand} {car.model}
                    </span>
                    <span className={styles.slotMeta}>
                      {car.year} · {formatPrice(car.price, language)}
                    </span>
                  </span>
                  <Button
                    variant="ghost"
                    size="small"
                    isIconOnly
                    className={styles.remove}
                    aria-label={t('bar.remove', { car: carName(car, t) })}
                    onPress={() => remove(car.id)}
                  >
                    <CloseIcon size={18} />
                  </Button>
                </li>
              ))}
              {cars.length < MAX_COMPARE && (
                <li id={hintId} className={styles.emptySlot}>
                  {t('bar.oneMore')}
                </li>
              )}
            </ul>
            <div className={styles.actions}>
              <Button variant="secondary" onPress={() => store.getState().clear()}>
                {t('bar.clear')}
              </Button>
              <Button
                isDisabled={!canCompare}
                aria-describedby={canCompare ? undefined : hintId}
                onPress={() => dialog.open()}
              >
                <CompareIcon size={18} />
                {t('bar.compare')}
              </Button>
            </div>
          </div>
        </section>
      )}
      <ComparisonDialog store={store} />
    </>
  );
}

/**
 * What the polite status says: nothing at first (not even after the stored selection loads), then
 * "1 of 2 cars selected" and so on after each change.
 */
function useSelectionAnnouncement(store: ComparisonStore): string {
  const { t } = useTranslation('compare');
  const [count, setCount] = useState<number | null>(null);
  // Subscribed as the bar is drawn (a layout effect): a change made before a passive effect had run went unsaid.
  useLayoutEffect(
    () =>
      store.subscribe((state, previous) => {
        if (previous.hydrated && state.cars !== previous.cars) setCount(state.cars.length);
      }),
    [store],
  );
  if (count === null) return '';
  return count === 0 ? t('bar.cleared') : t('bar.status', { count, max: MAX_COMPARE });
}
