import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Car } from '@contract/car';
import { carPath } from '@contract/car-id';
import { useLocalizedPath } from '../../../lib/use-localized-path';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { ChatIcon, MailIcon } from '../../../ui/icons';
import { useCurrentUser } from '../../auth';
import { AnalysisAction } from '../../insights';
import { WatchButton } from '../../saved-searches';
import { useRegistrationPrompt } from '../hooks/use-registration-prompt';
import { RegistrationRequiredPrompt } from './registration-required-prompt';
import * as styles from './car-detail.css';

/**
 * "Email the seller" and "AI analysis". Signed out, each opens the "Registration required" prompt. Signed
 * in, the AI analysis runs (insights feature); the email is not built yet: disabled with a visible "Coming soon".
 */
export function CarActions({ car }: { car: Car }) {
  const { t } = useTranslation('details');
  const { localize } = useLocalizedPath();
  const user = useCurrentUser();
  const askToRegister = useRegistrationPrompt();
  const noteId = useId();
  const signedIn = Boolean(user.data);
  // Until we know who this is, neither the prompt nor the (future) feature is right.
  const isDisabled = signedIn || user.isPending;
  const describedBy = signedIn ? noteId : undefined;

  return (
    <div className={styles.actionsBlock}>
      <div className={styles.actions}>
        <WatchButton car={car} showLabel />
        <Button variant="secondary" isDisabled={isDisabled} aria-describedby={describedBy} onPress={() => askToRegister('email')}>
          <MailIcon />
          {t('actions.email')}
        </Button>
        {signedIn ? (
          <AnalysisAction car={car} />
        ) : (
          <Button variant="secondary" isDisabled={user.isPending} onPress={() => askToRegister('analysis')}>
            <ChatIcon />
            {t('actions.analysis')}
          </Button>
        )}
      </div>
      {signedIn && (
        <Badge id={noteId} variant="neutral">
          {t('actions.comingSoon')}
        </Badge>
      )}
      <RegistrationRequiredPrompt returnTo={localize(carPath(car))} />
    </div>
  );
}
