import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Car } from '@contract/car';
import { carPath } from '@contract/car-id';
import { useLocalizedPath } from '../../../lib/use-localized-path';
import { Button } from '../../../ui/button';
import { CheckIcon } from '../../../ui/icons/check';
import { Icon, type IconProps } from '../../../ui/icons/icon';
import { visuallyHidden } from '../../../ui/layout.css';
import * as styles from './car-detail.css';

/** How long "Link copied" shows before the button offers sharing again. */
const COPIED_MS = 3000;

const ShareIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 15V3" />
    <path d="M7.5 7.5 12 3l4.5 4.5" />
    <path d="M5 12v7a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-7" />
  </Icon>
);

type ShareState = 'idle' | 'copied' | 'manual';

/**
 * "Share": the phone's own share sheet (Web Share API) with the car's address where the browser has one;
 * elsewhere the address is copied and the button says so for a moment. When the clipboard refuses too, the
 * address is shown selected, to copy by hand. The address is the car's own page in the page's language.
 */
export function ShareCar({ car }: { car: Car }) {
  const { t } = useTranslation('details');
  const { localize } = useLocalizedPath();
  const [state, setState] = useState<ShareState>('idle');
  const manual = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (state === 'manual') manual.current?.select();
    if (state !== 'copied') return;
    const timer = window.setTimeout(() => setState('idle'), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  const share = async () => {
    const url = new URL(localize(carPath(car)), window.location.origin).href;
    const title = `${car.brand} ${car.model}`;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // Closed by the person: nothing to do. Refused by the browser: copy instead.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      if (typeof navigator.clipboard?.writeText !== 'function') throw new Error('No clipboard');
      await navigator.clipboard.writeText(url);
      setState('copied');
    } catch {
      setState('manual');
    }
  };

  return (
    <>
      <Button variant="secondary" onPress={() => void share()}>
        {state === 'copied' ? <CheckIcon /> : <ShareIcon />}
        {state === 'copied' ? t('share.copied') : t('share.label')}
      </Button>
      <span role="status" className={visuallyHidden}>
        {state === 'copied' ? t('share.copiedAnnouncement') : ''}
      </span>
      {state === 'manual' && (
        <label className={styles.shareManual}>
          <span>{t('share.copyManually')}</span>
          <input ref={manual} readOnly value={new URL(localize(carPath(car)), window.location.origin).href} />
        </label>
      )}
    </>
  );
}
