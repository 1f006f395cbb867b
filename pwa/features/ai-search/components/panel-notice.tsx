import { forwardRef, useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import * as styles from './ai-search.css';

interface PanelNoticeProps {
  title: string;
  children?: ReactNode;
  /** A way on (a button). */
  action?: ReactNode;
  tone?: 'info' | 'warning' | 'error';
}

/**
 * A message inside a search panel: the limit, an error, voice search not supported. A region named by its
 * heading; the heading takes focus when the message replaces what had it (see the panels).
 */
export const PanelNotice = forwardRef<HTMLHeadingElement, PanelNoticeProps>(function PanelNotice(
  { title, children, action, tone = 'info' },
  ref,
) {
  const titleId = useId();
  const className = tone === 'error' ? styles.errorNotice : tone === 'warning' ? styles.warningNotice : styles.notice;
  return (
    <section className={className} aria-labelledby={titleId}>
      <h4 id={titleId} ref={ref} tabIndex={-1} className={styles.noticeTitle}>
        {title}
      </h4>
      {children && <div className={styles.noticeText}>{children}</div>}
      {action}
    </section>
  );
});

/**
 * The daily limit reached: why, when it renews, and the way on to the classic search.
 * It appears in place of the control that had the focus: the focus moves to its heading then.
 */
export function LimitNotice({ text, onUseClassic }: { text: string; onUseClassic: () => void }) {
  const { t } = useTranslation('ai');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (document.activeElement === document.body || document.activeElement === null) heading.current?.focus();
  }, []);
  return (
    <PanelNotice
      ref={heading}
      tone="warning"
      title={t('limit.title')}
      action={
        <Button variant="secondary" onPress={onUseClassic}>
          {t('limit.classic')}
        </Button>
      }
    >
      <p>{text}</p>
      <p>{t('limit.renewal')}</p>
    </PanelNotice>
  );
}
