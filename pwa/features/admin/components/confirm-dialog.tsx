import { useTranslation } from 'react-i18next';
import { ConfirmDialog as BaseConfirmDialog, type ConfirmDialogProps } from '../../../ui/confirm-dialog';

/** The shared confirmation with the admin panel's "Cancel". */
export function ConfirmDialog(props: Omit<ConfirmDialogProps, 'cancelLabel'>) {
  const { t } = useTranslation('admin');
  return <BaseConfirmDialog cancelLabel={t('errors.cancel')} {...props} />;
}
