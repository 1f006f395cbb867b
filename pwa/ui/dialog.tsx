import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from './button';
import { CloseIcon } from './icons/close';
import * as styles from './dialog.css';

export interface DialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: ReactNode;
  children: ReactNode;
  /** Buttons at the bottom (e.g. Cancel, Save). */
  footer?: ReactNode;
  size?: 'small' | 'medium' | 'large' | 'sheet' | 'full';
  /** Whether a click outside closes it (Escape always does). */
  isDismissable?: boolean;
  /** Names the dialog when the title is not a good name. */
  'aria-label'?: string;
}

/**
 * A modal dialog: focus moves in and is trapped until it closes, Escape closes it, focus returns to what
 * opened it, the page behind is inert. `size="sheet"` slides in from the side (the mobile menu);
 * `size="full"` takes the whole screen (the phones' filter sheet).
 */
export function Dialog({
  isOpen,
  onOpenChange,
  title,
  children,
  footer,
  size = 'medium',
  isDismissable = true,
  ...aria
}: DialogProps) {
  const { t } = useTranslation();
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      className={size === 'sheet' || size === 'full' ? styles.sheetOverlay : styles.overlay}
    >
      <Modal className={styles.modal[size]}>
        <AriaDialog className={styles.dialog} aria-label={aria['aria-label']}>
          {({ close }) => (
            <>
              <div className={styles.header}>
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
                <Button variant="ghost" isIconOnly aria-label={t('ui.close')} onPress={close}>
                  <CloseIcon />
                </Button>
              </div>
              <div className={styles.body}>{children}</div>
              {footer && <div className={styles.footer}>{footer}</div>}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
