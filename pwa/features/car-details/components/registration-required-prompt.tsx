import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../../../lib/use-localized-path';
import { useHistoryDialog } from '../../../lib/use-history-dialog';
import { Button } from '../../../ui/button';
import { ButtonLink } from '../../../ui/button-link';
import { Dialog } from '../../../ui/dialog';
import { REGISTRATION_DIALOG, isGatedFeature } from '../hooks/use-registration-prompt';

export interface RegistrationRequiredPromptProps {
  /** Where to come back to after registering or signing in (a path with its language prefix). */
  returnTo?: string;
}

/**
 * "Registration required": what a signed-out person sees on asking for a feature that needs
 * an account. A history dialog ('registration', opened with `useRegistrationPrompt`), so back and Escape
 * close it; it stacks on top of the car details. Render it once where the gated buttons are.
 */
export function RegistrationRequiredPrompt({ returnTo }: RegistrationRequiredPromptProps) {
  const { t } = useTranslation('details');
  const { localize } = useLocalizedPath();
  const { isOpen, value, onOpenChange, close } = useHistoryDialog(REGISTRATION_DIALOG);
  const params = new URLSearchParams({ mode: 'register' });
  if (returnTo) params.set('next', returnTo);
  const text = isGatedFeature(value) ? t(`registration.${value}`) : t('registration.generic');

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="small"
      title={t('registration.title')}
      footer={
        <>
          <Button variant="secondary" onPress={close}>
            {t('registration.notNow')}
          </Button>
          <ButtonLink to={`${localize('/auth')}?${params.toString()}`}>{t('registration.register')}</ButtonLink>
        </>
      }
    >
      <p>{text}</p>
    </Dialog>
  );
}
