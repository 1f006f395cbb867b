import { useTranslation } from 'react-i18next';
import type { Car } from '@contract/car';
import { carPath } from '@contract/car-id';
import { useLocalizedPath } from '../../../lib/use-localized-path';
import { Button } from '../../../ui/button';
import { ChatIcon } from '../../../ui/icons/chat';
import { MailIcon } from '../../../ui/icons/mail';
import { useCurrentUser } from '../../auth';
import { AnalysisAction } from '../../insights';
import { WatchButton } from '../../saved-searches';
import { CarOutboxNotice, EmailSellerAction } from '../../seller-email';
import { useRegistrationPrompt } from '../hooks/use-registration-prompt';
import { RegistrationRequiredPrompt } from './registration-required-prompt';
import { ShareCar } from './share-car';
import * as styles from './car-detail.css';

/**
 * "Email the seller", "AI analysis" and "Share". Signed out, each opens the "Registration required" prompt. Signed
 * in, the email dialog opens (seller-email feature) and the AI analysis runs (insights feature).
 */
export function CarActions({ car }: { car: Car }) {
  const { t } = useTranslation('details');
  const { localize } = useLocalizedPath();
  const user = useCurrentUser();
  const askToRegister = useRegistrationPrompt();
  const signedIn = Boolean(user.data);

  return (
    <div className={styles.actionsBlock}>
      <div className={styles.actions}>
        <WatchButton car={car} showLabel />
        {user.data ? (
          <EmailSellerAction car={car} user={user.data} />
        ) : (
          // Until we know who this is, neither the prompt nor the feature is right.
          <Button variant="secondary" isDisabled={user.isPending} onPress={() => askToRegister('email')}>
            <MailIcon />
            {t('actions.email')}
          </Button>
        )}
        {signedIn ? (
          <AnalysisAction car={car} />
        ) : (
          <Button variant="secondary" isDisabled={user.isPending} onPress={() => askToRegister('analysis')}>
            <ChatIcon />
            {t('actions.analysis')}
          </Button>
        )}
        <ShareCar car={car} />
      </div>
      <CarOutboxNotice car={car} />
      <RegistrationRequiredPrompt returnTo={localize(carPath(car))} />
    </div>
  );
}
