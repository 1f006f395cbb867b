import { useTranslation } from 'react-i18next';
import { ToggleButton } from 'react-aria-components';
import type { Car } from '@contract/car';
import { MAX_COMPARE } from '@contract/catalog/vehicle';
import { buttonClassName } from '../../../ui/button-class';
import { CheckIcon } from '../../../ui/icons/check';
import { visuallyHidden } from '../../../ui/layout.css';
import { toast } from '../../../ui/toast/toast-store';
import { useComparisonStore, useIsCompared, type ComparisonStore } from '../comparison-store';
import { carName } from './car-name';
import * as styles from './compare.css';

export interface CompareToggleProps {
  car: Car;
  className?: string;
  /** The selection it changes; the app's own by default (tests pass their own). */
  store?: ComparisonStore;
}

/**
 * A result card's compare control: a toggle button (aria-pressed) that adds the car
 * to the comparison or takes it out. A third car is refused with 'Comparison Limit Reached'. Its name stays
 * "Compare <car>" whatever the state (the state is the pressed state, shown as a ticked box).
 */
export function CompareToggle({ car, className, store = useComparisonStore }: CompareToggleProps) {
  const { t } = useTranslation('compare');
  const isCompared = useIsCompared(car.id, store);

  const onChange = () => {
    if (store.getState().toggle(car) === 'limit') {
      toast({
        variant: 'destructive',
        title: t('limit.title'),
        description: t('limit.description', { max: MAX_COMPARE }),
      });
    }
  };

  return (
    <ToggleButton
      isSelected={isCompared}
      onChange={onChange}
      className={buttonClassName(
        { variant: 'secondary', size: 'small' },
        className ? `${styles.toggle} ${className}` : styles.toggle,
      )}
    >
      <span className={styles.toggleBox} aria-hidden="true">
        <CheckIcon size={14} strokeWidth={3} />
      </span>
      {t('toggle.label')} <span className={visuallyHidden}>{carName(car, t)}</span>
    </ToggleButton>
  );
}
