import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { CheckIcon } from '../../../ui/icons/check';
import { visuallyHidden } from '../../../ui/layout.css';
import { toast } from '../../../ui/toast/toast-store';
import { telHref } from '../utils/phone';
import * as styles from './car-detail.css';

/** The states of the seller's phone number on the page. */
export type PhoneState = 'hidden' | 'revealed' | 'copied';

/** How long "Copied" shows before the button offers copying again. */
const COPIED_MS = 4000;

/**
 * Call the seller: the number is hidden until asked for, then shown as a tel: link with a copy button,
 * which says "Copied" after copying. When the clipboard is missing or refuses, a destructive toast asks
 * to copy the number by hand, and the number is selected to make that easy.
 */
/** `onReveal`: told once when the number is shown (the seller's statistics count it). */
export function PhoneReveal({ phone, onReveal }: { phone: string; onReveal?: () => void }) {
  const { t } = useTranslation('details');
  const [state, setState] = useState<PhoneState>('hidden');
  const number = useRef<HTMLAnchorElement>(null);
  const focusNumber = useRef(false);

  // The "Show" button disappears: focus goes to the number that replaced it, not to the page.
  useEffect(() => {
    if (state === 'revealed' && focusNumber.current) {
      focusNumber.current = false;
      number.current?.focus();
    }
    if (state !== 'copied') return;
    const timer = window.setTimeout(() => setState('revealed'), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      if (typeof navigator.clipboard?.writeText !== 'function') throw new Error('No clipboard');
      await navigator.clipboard.writeText(phone);
      setState('copied');
    } catch {
      toast({ title: t('phone.copyFailed'), description: t('phone.copyManually'), variant: 'destructive' });
      if (number.current) window.getSelection()?.selectAllChildren(number.current);
    }
  };

  if (state === 'hidden') {
    return (
      <Button
        variant="primary"
        onPress={() => {
          focusNumber.current = true;
          setState('revealed');
          onReveal?.();
        }}
      >
        {t('phone.show')}
      </Button>
    );
  }

  return (
    <div className={styles.phoneRow}>
      <a ref={number} className={styles.phoneNumber} href={telHref(phone)} aria-label={t('phone.call', { phone })}>
        {phone}
      </a>
      <Button variant="secondary" size="small" onPress={() => void copy()}>
        {state === 'copied' ? (
          <>
            <CheckIcon aria-hidden="true" />
            {t('phone.copied')}
          </>
        ) : (
          t('phone.copy')
        )}
      </Button>
      <span role="status" className={visuallyHidden}>
        {state === 'copied' ? t('phone.copiedAnnouncement') : ''}
      </span>
    </div>
  );
}
