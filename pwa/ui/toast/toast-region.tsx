import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '../icons/alert';
import { CheckIcon } from '../icons/check';
import { CloseIcon } from '../icons/close';
import { InfoIcon } from '../icons/info';
import { visuallyHidden } from '../layout.css';
import { TOAST_SWIPE_THRESHOLD_PX, useToastStore, type ToastItem } from './toast-store';
import * as styles from './toast.css';

/**
 * Where toasts appear (render once, in the app layout). F8 moves focus to it; each toast is announced
 * through a polite (or, for destructive ones, assertive) live region; it closes itself after its duration
 * (paused while hovered or focused), with its close button, with Escape, or when swiped right past 50 px.
 */
export function ToastRegion() {
  const { t } = useTranslation();
  const current = useToastStore((state) => state.current);
  const dismiss = useToastStore((state) => state.dismiss);
  const region = useRef<HTMLElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && region.current?.contains(document.activeElement)) {
        useToastStore.getState().dismiss();
        return;
      }
      if (event.key !== 'F8') return;
      event.preventDefault();
      const target = region.current?.querySelector<HTMLElement>('button') ?? region.current;
      target?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const announcement = current ? [current.title, current.description].filter(Boolean).join('. ') : '';

  return (
    <>
      <section ref={region} className={styles.region} aria-label={t('toast.region')} tabIndex={-1}>
        <ol className={styles.list}>
          {current && <Toast key={current.id} toast={current} onDismiss={() => dismiss(current.id)} />}
        </ol>
      </section>
      <div className={visuallyHidden} role="status" aria-live="polite" aria-atomic="true">
        {current?.variant !== 'destructive' ? announcement : ''}
      </div>
      <div className={visuallyHidden} role="alert" aria-live="assertive" aria-atomic="true">
        {current?.variant === 'destructive' ? announcement : ''}
      </div>
    </>
  );
}

function Toast({ toast, onDismiss }: { toast: ToastItem; onDismiss: () => void }) {
  const { t } = useTranslation();
  const [paused, setPaused] = useState(false);
  const [offset, setOffset] = useState(0);
  const start = useRef<{ x: number; pointerId: number } | null>(null);

  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(onDismiss, toast.duration);
    return () => window.clearTimeout(timer);
  }, [paused, toast.duration, onDismiss]);

  const onPointerDown = (event: ReactPointerEvent<HTMLLIElement>) => {
    if (event.button !== 0 || (event.target as HTMLElement).closest('button')) return;
    start.current = { x: event.clientX, pointerId: event.pointerId };
    event.currentTarget.setPointerCapture(event.pointerId);
    setPaused(true);
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLLIElement>) => {
    if (start.current?.pointerId !== event.pointerId) return;
    setOffset(Math.max(0, event.clientX - start.current.x));
  };
  const onPointerEnd = (event: ReactPointerEvent<HTMLLIElement>) => {
    if (start.current?.pointerId !== event.pointerId) return;
    const distance = event.clientX - start.current.x;
    start.current = null;
    if (distance > TOAST_SWIPE_THRESHOLD_PX) {
      onDismiss();
    } else {
      setOffset(0);
      setPaused(false);
    }
  };

  const Icon = toast.variant === 'destructive' ? AlertIcon : toast.variant === 'success' ? CheckIcon : InfoIcon;
  const swiping = offset > 0;

  return (
    <li
      className={swiping ? `${styles.toast[toast.variant]} ${styles.swiping}` : styles.toast[toast.variant]}
      style={swiping ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.2, 1 - offset / 200) } : undefined}
      data-variant={toast.variant}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => !start.current && setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Icon className={styles.icon} />
      <div className={styles.text}>
        <p className={styles.title}>{toast.title}</p>
        {toast.description && <p className={styles.description}>{toast.description}</p>}
      </div>
      <button type="button" className={styles.close} aria-label={t('toast.close')} onClick={onDismiss}>
        <CloseIcon size={18} />
      </button>
    </li>
  );
}
