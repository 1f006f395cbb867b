import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';

/** A question with Cancel and a confirming button (e.g. before Resolve All or a clean-up). */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title,
  children,
  confirmLabel,
  onConfirm,
  isPending,
  destructive = false,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  isPending?: boolean;
  destructive?: boolean;
}) {
  const { t } = useTranslation('admin');
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={title}
      size="small"
      footer={
        <>
          <Button variant="secondary" onPress={() => onOpenChange(false)}>
            {t('errors.cancel')}
          </Button>
          <Button variant={destructive ? 'danger' : 'primary'} onPress={onConfirm} isPending={isPending}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
