/**
 * The smart contact email: on open it writes an email at once (the API's engine pair; offline, the built-in
 * letter writer on the device, which spends no quota) and shows it first, with what wrote it; the buyer picks
 * topics (folded below the draft, so on a phone the letter and Send are what the first screen holds), switches language (en/hr/de
 * chips; each language keeps its own draft), edits or previews, copies, or sends. Sending goes through the
 * outbox: sent, or queued until the device is back online (cancellable), or failed with the reason. A language
 * in which this car's seller already got an email is locked.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicUser } from '@contract/auth';
import type { Car } from '@contract/car';
import type { EmailLanguage } from '@contract/seller-email';
import { Dialog } from '../../../ui/dialog';
import { LanguageChips, TopicChoices } from './email-choices';
import { draftOutdated } from './email-draft';
import { EmailDraftView, type DraftMode } from './email-draft-view';
import { EmailDialogFooter, MyMessagesLink } from './email-dialog-footer';
import { EmailStatus } from './email-status';
import { useEmailDraft } from './use-email-draft';
import { useSendEmail } from './use-send-email';
import { entryOutcome, useSentLanguages } from './use-sent-languages';
import * as styles from './email-dialog.css';

export interface EmailDialogProps {
  car: Car;
  user: PublicUser;
  language: EmailLanguage;
  onClose: () => void;
}

export default function EmailDialog({ car, user, language: initialLanguage, onClose }: EmailDialogProps) {
  const { t } = useTranslation('messages');
  const writer = useEmailDraft(car, user, initialLanguage);
  const { language, draft, problem } = writer;
  const sent = useSentLanguages(car, user, writer.problems);
  const sender = useSendEmail(car, user);
  const [mode, setMode] = useState<DraftMode>('preview');
  const [topicsOpen, setTopicsOpen] = useState(false);

  const { queued, justSent, failed } = entryOutcome(sent.entryFor(language), sender.sentHere);
  const locked = sent.lockedLanguages.has(language);
  const blocked = locked || Boolean(queued);
  useDraftOnOpen(
    language,
    sent.ready,
    () => !writer.hasDraftOrProblem(language) && !blocked,
    () => void writer.rewrite(),
  );
  const outcome = useFocusOnOutcome(justSent ? `sent:${justSent.id}` : queued ? `queued:${queued.id}` : null);

  const editable = Boolean(draft) && !locked && !queued && !justSent && !sender.sending;
  const chooseLanguage = (next: EmailLanguage) => {
    writer.setLanguage(next);
    setMode('preview');
    sender.clearInvalid();
  };

  const footer = (
    <EmailDialogFooter
      draft={draft}
      editable={editable}
      writing={writer.generating === language}
      sending={sender.sending}
      onSend={() => void sender.send(draft, language, () => setMode('edit'))}
      onClose={onClose}
    />
  );

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('dialog.title', { car: `${car.brand} ${car.model}` })}
      size="large"
      footer={footer}
    >
      <div className={styles.body}>
        <LanguageChips language={language} lockedLanguages={sent.lockedLanguages} onChange={chooseLanguage} />
        <EmailStatus
          car={car}
          language={language}
          generating={writer.generating === language}
          locked={locked}
          justSent={justSent}
          queued={queued}
          failed={failed}
          problem={problem}
          outcomeRef={outcome}
          onDraftOnDevice={() => void writer.rewrite({ onDevice: true })}
        />
        {draft && !locked && !queued && (
          <EmailDraftView
            draft={draft}
            language={language}
            mode={mode}
            onModeChange={setMode}
            editable={editable}
            invalid={sender.invalid}
            onEdit={writer.editDraft}
            sellerName={car.seller.name}
            senderEmail={user.email}
          />
        )}
        {!locked && !queued && !justSent && (
          <TopicChoices
            topics={writer.topics}
            onToggleTopic={writer.toggleTopic}
            note={writer.note}
            onNoteChange={writer.setNote}
            outdated={draft ? draftOutdated(draft, writer.topics, writer.note) : false}
            rewriteDisabled={writer.generating !== null}
            onRewrite={() => void writer.rewrite()}
            open={topicsOpen}
            onOpenChange={setTopicsOpen}
          />
        )}
        <MyMessagesLink onClose={onClose} className={styles.narrowOnly} />
      </div>
    </Dialog>
  );
}

/**
 * On open, and for each language chosen the first time, once it is known what was sent: writes a draft when
 * `wanted()` says so (not for a language locked, waiting in the outbox, or already written).
 */
function useDraftOnOpen(language: EmailLanguage, ready: boolean, wanted: () => boolean, write: () => void) {
  useEffect(() => {
    if (!ready || !wanted()) return;
    // Deferred: StrictMode's mount, unmount, mount clears the first timer, so one request is made.
    const timer = setTimeout(write, 0);
    return () => clearTimeout(timer);
    // Only the language (and the moment the sent list is known) starts a new draft; topics and the note wait for "Write again".
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [language, ready]);
}

/**
 * Send became disabled under the keyboard focus: the focus moves to the outcome (sent, queued), so it is read
 * out and Escape still closes the dialog. Answers the ref for the outcome's notice.
 */
function useFocusOnOutcome(outcomeKey: string | null) {
  const outcome = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (outcomeKey && active && (active === document.body || (active as HTMLButtonElement).disabled))
      outcome.current?.focus();
  }, [outcomeKey]);
  return outcome;
}
