import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicUser } from '@contract/auth';
import type { Car } from '@contract/car';
import { useLanguage } from '../../../lib/i18n';
import { useHistoryDialog } from '../../../lib/use-history-dialog';
import { Button } from '../../../ui/button';
import { MailIcon } from '../../../ui/icons/mail';

const EmailDialog = lazy(() => import('./email-dialog'));

export const EMAIL_DIALOG = 'email-seller';

/**
 * "Email the seller" for a signed-in buyer: opens the email dialog (a history entry, so back or Escape
 * closes it); the dialog's code and texts load only when it is first opened.
 */
export function EmailSellerAction({ car, user }: { car: Car; user: PublicUser }) {
  const { t } = useTranslation('details');
  const language = useLanguage();
  const dialog = useHistoryDialog(EMAIL_DIALOG);
  const isOpen = dialog.isOpen && dialog.value === car.id;
  return (
    <>
      <Button variant="secondary" onPress={() => dialog.open(car.id)}>
        <MailIcon />
        {t('actions.email')}
      </Button>
      {isOpen && (
        <Suspense fallback={null}>
          <EmailDialog car={car} user={user} language={language} onClose={dialog.close} />
        </Suspense>
      )}
    </>
  );
}
