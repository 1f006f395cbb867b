import { useTranslation } from 'react-i18next';
import { Button as AriaButton, Dialog as AriaDialog, DialogTrigger, Popover } from 'react-aria-components';
import type { DealRating } from '@contract/market-value';
import * as styles from './deal-label.css';

const TONE: Record<DealRating, keyof typeof styles.label> = {
  great: 'good',
  good: 'good',
  fair: 'neutral',
  high: 'neutral',
  overpriced: 'bad',
  tooLow: 'bad',
  notEnoughData: 'neutral',
};

export interface DealLabelProps {
  rating: DealRating | undefined;
  /** Result cards leave "not enough data" out (the details say it). */
  hideUnknown?: boolean;
  /**
   * The label is a button that opens what it means (a tap, a click, Enter), and says it on hover too: for result
   * cards, where nothing else explains it.
   */
  explain?: boolean;
  className?: string;
}

/** The price against similar listings: "Great price" … "Overpriced", or "Far below similar cars". */
export function DealLabel({ rating, hideUnknown = false, explain = false, className }: DealLabelProps) {
  const { t } = useTranslation('search');
  if (!rating || (hideUnknown && rating === 'notEnoughData')) return null;
  const tone = styles.label[TONE[rating]];
  const classes = className ? `${tone} ${className}` : tone;
  const label = t(`deal.label.${rating}`);
  const hint = t(`deal.hint.${rating}`);
  const content = (
    <>
      <span className={styles.dot} aria-hidden="true" />
      {label}
    </>
  );
  if (!explain) {
    return (
      <span className={classes} data-deal={rating} title={hint}>
        {content}
      </span>
    );
  }
  return (
    <DialogTrigger>
      <AriaButton className={`${classes} ${styles.trigger}`} data-deal={rating}>
        {/* The hover text: react-aria's button takes no title of its own. */}
        <span className={styles.hoverText} title={hint}>
          {content}
        </span>
      </AriaButton>
      <Popover className={styles.popover} placement="bottom start" offset={6}>
        <AriaDialog className={styles.explanation} aria-label={t('deal.explain', { label })}>
          <p className={styles.explanationText}>{hint}</p>
        </AriaDialog>
      </Popover>
    </DialogTrigger>
  );
}
