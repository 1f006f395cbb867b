import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { Car } from '@contract/car';
import type { EmailLanguage } from '@contract/seller-email';
import type { OutboxEntry } from '../../../lib/outbox/outbox';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { toast } from '../../../ui/toast/toast-store';
import { problemFromBody, type EmailProblem } from '../api/seller-email-api';
import { ProblemText } from './problem-text';
import { QueuedActions } from './queued-actions';
import * as styles from './email-dialog.css';

interface EmailStatusProps {
  car: Car;
  language: EmailLanguage;
  generating: boolean;
  locked: boolean;
  justSent: OutboxEntry | undefined;
  queued: OutboxEntry | undefined;
  failed: OutboxEntry | undefined;
  problem: EmailProblem | undefined;
  /** The notice that takes the keyboard focus when Send became disabled under it (sent, queued). */
  outcomeRef: Ref<HTMLDivElement>;
  onDraftOnDevice: () => void;
}

/** The live region under the choices: writing, sent or locked, queued, the send's failure, the draft's problem. */
export function EmailStatus({
  car,
  language,
  generating,
  locked,
  justSent,
  queued,
  failed,
  problem,
  outcomeRef,
  onDraftOnDevice,
}: EmailStatusProps) {
  const { t } = useTranslation('messages');
  const statusId = useId();
  return (
    <div id={statusId} role="status" aria-live="polite" className={styles.status}>
      {generating && <Spinner size={20} label={t('dialog.generating')} showLabel />}
      {locked && (
        <div className={styles.notice} data-tone="locked" ref={outcomeRef} tabIndex={-1}>
          <strong>{justSent ? t('dialog.sentTitle') : t('dialog.lockedTitle')}</strong>
          <p>{justSent ? t('dialog.sentText', { seller: car.seller.name }) : t(`errors.alreadySent.${language}`)}</p>
        </div>
      )}
      {!locked && queued && <QueuedNotice car={car} queued={queued} outcomeRef={outcomeRef} />}
      {!locked && !queued && failed && (
        <div className={styles.notice} data-tone="error" role="alert">
          <strong>{t('dialog.sendErrorTitle')}</strong>
          <p>
            <ProblemText
              problem={problemFromBody({ errorType: failed.failureCode, message: failed.failureMessage }, language)}
            />
          </p>
        </div>
      )}
      {!locked && problem && problem.kind !== 'alreadySent' && (
        <DraftProblemNotice problem={problem} onDraftOnDevice={onDraftOnDevice} />
      )}
    </div>
  );
}

/** Waiting in the outbox: sent once the device is online (or the buyer signs in again); cancellable. */
function QueuedNotice({ car, queued, outcomeRef }: { car: Car; queued: OutboxEntry; outcomeRef: Ref<HTMLDivElement> }) {
  const { t } = useTranslation('messages');
  return (
    <div className={styles.notice} data-tone="queued" ref={outcomeRef} tabIndex={-1}>
      <strong>{t('dialog.queuedTitle')}</strong>
      <p>{queued.needsSignIn ? t('dialog.signInText') : t('dialog.queuedText')}</p>
      <QueuedActions car={car} entry={queued} onCancelled={() => toast({ title: t('dialog.cancelled') })} />
    </div>
  );
}

/** The API could not write the draft: why, and the offer to write it on the device instead. */
function DraftProblemNotice({ problem, onDraftOnDevice }: { problem: EmailProblem; onDraftOnDevice: () => void }) {
  const { t } = useTranslation('messages');
  const title =
    problem.kind === 'quota'
      ? t('errors.quotaTitle')
      : problem.kind === 'generation'
        ? t('errors.generationTitle')
        : t('dialog.sendErrorTitle');
  return (
    <div className={styles.notice} data-tone="error" role="alert">
      <strong>{title}</strong>
      <p>
        <ProblemText problem={problem} />
      </p>
      <Button variant="secondary" size="small" onPress={onDraftOnDevice}>
        {t('dialog.draftOnDevice')}
      </Button>
    </div>
  );
}
