import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Car } from '@contract/car';
import { useHistoryDialog } from '../../../lib/use-history-dialog';
import { Button } from '../../../ui/button';
import { buttonClassName } from '../../../ui/button-class';
import { MailIcon } from '../../../ui/icons/mail';
import { currentUserQueryOptions, useCurrentUser } from '../../auth';
import { EMAIL_DIALOG } from '../../seller-email';
import { useRegistrationPrompt } from '../hooks/use-registration-prompt';
import { telHref } from '../utils/phone';
import { PhoneIcon } from './gallery-icons';
import * as styles from './contact-bar.css';

export interface ContactBarProps {
  car: Car;
  /** Told when Call is tapped (the seller's statistics count a phone reveal). */
  onCall: () => void;
}

/**
 * The phones' sticky bar: Call (a tel: link to the seller) and Email the seller, which opens the same email
 * dialog as the button in the details (signed out: the "Registration required" prompt). Hidden from 768 px.
 * It is in a server-rendered car page's HTML, so both work from the first paint: Call is a plain tel: link (a
 * press before the app has taken over is counted once it has), and an Email press then is replayed once it has
 * (public/early-press.js, `data-early-press`).
 * Email is never disabled while the account is still being asked about (a disabled button swallows the press):
 * pressed meanwhile, it waits for the answer.
 */
export function ContactBar({ car, onCall }: ContactBarProps) {
  const { t } = useTranslation('details');
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const askToRegister = useRegistrationPrompt();
  const email = useHistoryDialog(EMAIL_DIALOG);
  const phone = car.seller.phone.trim();

  return (
    <div className={styles.bar} role="group" aria-label={t('contactBar.label')} data-testid="contact-bar">
      {phone && (
        <a
          className={buttonClassName({ variant: 'primary' }, styles.call)}
          href={telHref(phone)}
          aria-label={t('phone.call', { phone })}
          onClick={onCall}
          data-early-press="car-call"
        >
          <PhoneIcon />
          {t('contactBar.call')}
        </a>
      )}
      <Button
        variant="secondary"
        data-early-press="car-email"
        onPress={async () => {
          const signedIn = user.isPending
            ? await queryClient.fetchQuery(currentUserQueryOptions()).catch(() => null)
            : user.data;
          if (signedIn) email.open(car.id);
          else askToRegister('email');
        }}
      >
        <MailIcon />
        {t('contactBar.email')}
      </Button>
    </div>
  );
}
