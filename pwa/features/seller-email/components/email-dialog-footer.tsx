import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLocalizedPath } from '../../../lib/use-localized-path';
import { Button } from '../../../ui/button';
import { buttonClassName } from '../../../ui/button-class';
import { MailIcon } from '../../../ui/icons/mail';
import { Spinner } from '../../../ui/spinner';
import { toast } from '../../../ui/toast/toast-store';
import type { Draft } from './email-draft';
import * as styles from './email-dialog.css';

interface EmailDialogFooterProps {
  draft: Draft | undefined;
  editable: boolean;
  /** The shown language's draft is being written: Send waits for it. */
  writing: boolean;
  sending: boolean;
  onSend: () => void;
  onClose: () => void;
}

/**
 * The link to the buyer's messages. On a phone it sits at the end of the dialog's body instead of the footer,
 * so that the footer is one row (Copy and Send) and the draft keeps the screen.
 */
export function MyMessagesLink({ onClose, className }: { onClose: () => void; className: string }) {
  const { t } = useTranslation('messages');
  const { localize } = useLocalizedPath();
  return (
    <Link
      to={localize('/my-messages')}
      className={`${buttonClassName({ variant: 'ghost' })} ${className}`}
      onClick={onClose}
    >
      {t('dialog.myMessages')}
    </Link>
  );
}

/** "My messages", Copy and Send. */
export function EmailDialogFooter({ draft, editable, writing, sending, onSend, onClose }: EmailDialogFooterProps) {
  const { t } = useTranslation('messages');

  const copy = async () => {
    if (!draft) return;
    try {
      await navigator.clipboard.writeText(`${draft.subject}\n\n${draft.body}`);
      toast({ title: t('dialog.copied'), variant: 'success' });
    } catch {
      toast({ title: t('dialog.copyFailed'), description: t('dialog.copyFailedText'), variant: 'destructive' });
    }
  };

  return (
    <div className={styles.footer}>
      <MyMessagesLink onClose={onClose} className={styles.wideOnly} />
      <div className={styles.footerActions}>
        <Button variant="secondary" isDisabled={!editable} onPress={() => void copy()}>
          {t('dialog.copy')}
        </Button>
        <Button variant="primary" isDisabled={!editable || writing} isPending={sending} onPress={onSend}>
          {sending ? <Spinner size={16} label={t('dialog.sending')} /> : <MailIcon />}
          {t('dialog.send')}
        </Button>
      </div>
    </div>
  );
}
