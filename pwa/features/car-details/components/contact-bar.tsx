import { useTranslation } from 'react-i18next';
import type { Car } from '@contract/car';
import { useHistoryDialog } from '../../../lib/use-history-dialog';
import { Button } from '../../../ui/button';
import { buttonClassName } from '../../../ui/button-class';
import { MailIcon } from '../../../ui/icons/mail';
import { useCurrentUser } from '../../auth';
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
 */
export function ContactBar({ car, onCall }: ContactBarProps) {
  const { t } = useTranslation('details');
  const user = useCurrentUser();
  const askToRegister = useRegistrationPrompt();
  const email = useHistoryDialog(EMAIL_DIALOG);
  const phone = car.seller.phone.trim();

  return (
    <div className={styles.bar} role="group" aria-label={t('contactBar.label')} data-testid="contact-bar">
      {phone && (
        <a className={buttonClassName({ variant: 'primary' }, styles.call)} href={telHref(phone)} aria-label={t('phone.call', { phone })} onClick={onCall}>
          <PhoneIcon />
          {t('contactBar.call')}
        </a>
      )}
      <Button variant="secondary" isDisabled={user.isPending} onPress={() => (user.data ? email.open(car.id) : askToRegister('email'))}>
        <MailIcon />
        {t('contactBar.email')}
      </Button>
    </div>
  );
}
