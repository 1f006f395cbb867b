/**
 * The smart contact email: on open it writes an email at once (the API's engine
 * pair; offline, the built-in letter writer on the device, which spends no quota); the buyer picks topics,
 * switches language (en/hr/de chips; each language keeps its own draft), edits or previews, copies, or
 * sends. Sending goes through the outbox: sent, or queued until the device is back online (cancellable),
 * or failed with the reason. A language in which this car's seller already got an email is locked.
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublicUser } from '@contract/auth';
import type { Car } from '@contract/car';
import { carPath } from '@contract/car-id';
import { LETTER_LIMITS, writeSellerLetter } from '@contract/letter-writer';
import {
  EMAIL_ERROR_TYPES,
  EMAIL_LANGUAGES,
  EMAIL_TOPICS,
  emailContentSchema,
  type EmailLanguage,
  type EmailTopic,
  type SendContactEmailRequest,
} from '@contract/seller-email';
import { useLiveQuery } from '../../../lib/db';
import { getOutboxEntries, sendThroughOutbox, cancelOutboxEntry, type OutboxEntry } from '../../../lib/outbox/outbox';
import { useLocalizedPath } from '../../../lib/use-localized-path';
import { Button } from '../../../ui/button';
import { buttonClassName } from '../../../ui/button-class';
import { Checkbox } from '../../../ui/checkbox';
import { Dialog } from '../../../ui/dialog';
import { LockIcon } from '../../../ui/icons/lock';
import { MailIcon } from '../../../ui/icons/mail';
import { Spinner } from '../../../ui/spinner';
import { TextArea, TextField } from '../../../ui/text-field';
import { toast } from '../../../ui/toast/toast-store';
import { Link } from 'react-router-dom';
import { emailProblemOf, generateEmail, problemFromBody, SEND_CONTACT_EMAIL_PATH, sellerEmailKeys, sellerEmailsQueryOptions, type EmailProblem } from '../api/seller-email-api';
import { ProblemText } from './problem-text';
import * as styles from './email-dialog.css';

interface Draft {
  subject: string;
  body: string;
  source: 'openai' | 'builtin' | 'device';
  fallback: boolean;
  remaining: number | null;
  topics: EmailTopic[];
  /** The buyer's own words the draft was written with ('' for none). */
  note: string;
}

export interface EmailDialogProps {
  car: Car;
  user: PublicUser;
  language: EmailLanguage;
  onClose: () => void;
}

const LANGUAGE_PREFIX: Record<EmailLanguage, string> = { en: '', hr: '/hr', de: '/de' };

function signature(user: PublicUser): string {
  const full = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return full || user.username;
}

function deviceDraft(car: Car, user: PublicUser, language: EmailLanguage, topics: EmailTopic[], note: string): Draft {
  const letter = writeSellerLetter({
    language,
    car: { brand: car.brand, model: car.model, year: car.year, price: car.price, mileage: car.mileage },
    seller: { name: car.seller.name, type: car.seller.type },
    listingUrl: `${window.location.origin}${LANGUAGE_PREFIX[language]}${carPath(car)}`,
    userName: signature(user),
    topics,
    note: note || undefined,
  });
  return { ...letter, source: 'device', fallback: false, remaining: null, topics, note };
}

const sameTopics = (a: readonly EmailTopic[], b: readonly EmailTopic[]) => a.length === b.length && a.every((topic) => b.includes(topic));

export default function EmailDialog({ car, user, language: initialLanguage, onClose }: EmailDialogProps) {
  const { t } = useTranslation('messages');
  const { localize } = useLocalizedPath();
  const queryClient = useQueryClient();
  const statusId = useId();
  const [language, setLanguage] = useState<EmailLanguage>(initialLanguage);
  const [topics, setTopics] = useState<EmailTopic[]>([]);
  const [note, setNote] = useState('');
  const [drafts, setDrafts] = useState<Partial<Record<EmailLanguage, Draft>>>({});
  const [problems, setProblems] = useState<Partial<Record<EmailLanguage, EmailProblem>>>({});
  const [generating, setGenerating] = useState<EmailLanguage | null>(null);
  const [mode, setMode] = useState<'preview' | 'edit'>('preview');
  const [sending, setSending] = useState(false);
  const [invalid, setInvalid] = useState(false);
  /** The message sent from this dialog (its outcome is shown; a reopened dialog shows "already sent"). */
  const [sentHere, setSentHere] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);

  const online = typeof navigator === 'undefined' || navigator.onLine !== false;
  const sentOnServer = useQuery({ ...sellerEmailsQueryOptions(car.id), enabled: online, retry: false });
  const readEntries = useCallback(
    async () => (await getOutboxEntries('sellerEmail')).filter((entry) => entry.summary.carId === car.id && entry.userId === user.id),
    [car.id, user.id],
  );
  const entries = useLiveQuery(readEntries);

  /** The latest outbox entry per language (newest first in `entries`). */
  const entryFor = (lang: EmailLanguage): OutboxEntry | undefined => entries?.find((entry) => entry.summary.language === lang);
  const lockedLanguages = useMemo(() => {
    const locked = new Set<EmailLanguage>();
    for (const item of sentOnServer.data?.items ?? []) if (item.status !== 'failed') locked.add(item.language);
    for (const entry of entries ?? []) {
      const lang = entry.summary.language as EmailLanguage;
      if (entry.status === 'sent' || (entry.status === 'failed' && entry.failureCode === EMAIL_ERROR_TYPES.alreadySent)) locked.add(lang);
    }
    for (const lang of EMAIL_LANGUAGES) if (problems[lang]?.kind === 'alreadySent') locked.add(lang);
    return locked;
  }, [sentOnServer.data, entries, problems]);

  const entry = entryFor(language);
  const queued = entry && (entry.status === 'queued' || entry.status === 'sending') ? entry : undefined;
  const justSent = entry?.status === 'sent' && entry.id === sentHere ? entry : undefined;
  const failed = entry?.status === 'failed' && entry.failureCode !== EMAIL_ERROR_TYPES.alreadySent ? entry : undefined;
  const locked = lockedLanguages.has(language);
  const draft = drafts[language];
  const problem = problems[language];
  // Known once the server's list answered (or could not): no quota is spent on a language already sent.
  const knowsSent = !online || sentOnServer.isFetched || sentOnServer.isError;

  const generate = useCallback(
    async (lang: EmailLanguage, chosen: EmailTopic[], ownWords: string, { onDevice = false } = {}) => {
      const note = ownWords.trim();
      controller.current?.abort();
      if (onDevice || (typeof navigator !== 'undefined' && navigator.onLine === false)) {
        setDrafts((current) => ({ ...current, [lang]: deviceDraft(car, user, lang, chosen, note) }));
        setProblems((current) => ({ ...current, [lang]: undefined }));
        return;
      }
      const own = new AbortController();
      controller.current = own;
      setGenerating(lang);
      try {
        const response = await generateEmail({ carId: car.id, language: lang, userName: signature(user), topics: chosen, ...(note ? { note } : {}) }, own.signal);
        setDrafts((current) => ({
          ...current,
          [lang]: { ...response.email, source: response.engine, fallback: Boolean(response.fallbackReason), remaining: response.remaining, topics: chosen, note },
        }));
        setProblems((current) => ({ ...current, [lang]: undefined }));
      } catch (error) {
        if (own.signal.aborted) return;
        const found = emailProblemOf(error, lang);
        if (found.kind === 'offline') setDrafts((current) => ({ ...current, [lang]: deviceDraft(car, user, lang, chosen, note) }));
        else setProblems((current) => ({ ...current, [lang]: found }));
      } finally {
        if (controller.current === own) {
          controller.current = null;
          setGenerating(null);
        }
      }
    },
    [car, user],
  );

  // On open, and for each language chosen the first time: write a draft (unless it is locked or waiting).
  useEffect(() => {
    if (!knowsSent || entries === undefined) return;
    if (drafts[language] || problems[language] || lockedLanguages.has(language) || queued) return;
    // Deferred: StrictMode's mount, unmount, mount clears the first timer, so one request is made.
    const timer = setTimeout(() => void generate(language, topics, note), 0);
    return () => clearTimeout(timer);
    // Only the language (and the moment the sent list is known) starts a new draft; topics and the note wait for "Write again".
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [language, knowsSent, entries === undefined]);

  useEffect(() => () => controller.current?.abort(), []);

  // Send became disabled under the keyboard focus: move it to the outcome (sent, queued), so it is read
  // out and Escape still closes the dialog.
  const outcome = useRef<HTMLDivElement>(null);
  const outcomeKey = justSent ? `sent:${justSent.id}` : queued ? `queued:${queued.id}` : null;
  useEffect(() => {
    if (outcomeKey && document.activeElement && (document.activeElement === document.body || (document.activeElement as HTMLButtonElement).disabled)) {
      outcome.current?.focus();
    }
  }, [outcomeKey]);

  const updateDraft = (change: Partial<Draft>) => setDrafts((current) => (current[language] ? { ...current, [language]: { ...current[language], ...change } } : current));

  const copy = async () => {
    if (!draft) return;
    try {
      await navigator.clipboard.writeText(`${draft.subject}\n\n${draft.body}`);
      toast({ title: t('dialog.copied'), variant: 'success' });
    } catch {
      toast({ title: t('dialog.copyFailed'), description: t('dialog.copyFailedText'), variant: 'destructive' });
    }
  };

  const send = async () => {
    if (!draft || sending) return;
    const content = emailContentSchema.safeParse({ subject: draft.subject, body: draft.body });
    if (!content.success) {
      setInvalid(true);
      setMode('edit');
      return;
    }
    setInvalid(false);
    setSending(true);
    try {
      const body: SendContactEmailRequest = {
        carId: car.id,
        emailContent: content.data,
        senderEmail: user.email,
        senderName: signature(user),
        language,
      };
      const { outcome, entry: stored } = await sendThroughOutbox({
        kind: 'sellerEmail',
        path: SEND_CONTACT_EMAIL_PATH,
        body,
        userId: user.id,
        summary: { subject: content.data.subject, carId: car.id, carName: `${car.brand} ${car.model} (${car.year})`, language },
      });
      setSentHere(stored.id);
      if (outcome === 'sent') void queryClient.invalidateQueries({ queryKey: sellerEmailKeys.all });
    } finally {
      setSending(false);
    }
  };

  const editable = Boolean(draft) && !locked && !queued && !justSent && !sending;
  const topicsChanged = draft ? !sameTopics(draft.topics, topics) || draft.note !== note.trim() : false;

  const footer = (
    <div className={styles.footer}>
      <Link to={localize('/my-messages')} className={buttonClassName({ variant: 'ghost' })} onClick={onClose}>
        {t('dialog.myMessages')}
      </Link>
      <div className={styles.footerActions}>
        <Button variant="secondary" isDisabled={!editable} onPress={() => void copy()}>
          {t('dialog.copy')}
        </Button>
        <Button variant="primary" isDisabled={!editable || generating === language} isPending={sending} onPress={() => void send()}>
          {sending ? <Spinner size={16} label={t('dialog.sending')} /> : <MailIcon />}
          {t('dialog.send')}
        </Button>
      </div>
    </div>
  );

  return (
    <Dialog isOpen onOpenChange={(open) => !open && onClose()} title={t('dialog.title', { car: `${car.brand} ${car.model}` })} size="large" footer={footer}>
      <div className={styles.body}>
        <RadioGroup
          className={styles.group}
          orientation="horizontal"
          value={language}
          onChange={(value) => {
            if ((EMAIL_LANGUAGES as readonly string[]).includes(value)) {
              setLanguage(value as EmailLanguage);
              setMode('preview');
              setInvalid(false);
            }
          }}
        >
          <Label className={styles.groupLabel}>{t('dialog.languageLabel')}</Label>
          <div className={styles.chips}>
            {EMAIL_LANGUAGES.map((option) => (
              <Radio key={option} value={option} className={styles.chip} lang={option}>
                {lockedLanguages.has(option) && <LockIcon size={14} aria-hidden="true" />}
                {t(`dialog.languages.${option}`)}
              </Radio>
            ))}
          </div>
        </RadioGroup>

        {!locked && !queued && !justSent && (
          <fieldset className={styles.topics}>
            <legend className={styles.groupLabel}>{t('dialog.topicsLabel')}</legend>
            <div className={styles.topicList}>
              {EMAIL_TOPICS.map((topic) => (
                <Checkbox
                  key={topic}
                  isSelected={topics.includes(topic)}
                  onChange={(selected) => setTopics((current) => (selected ? [...current, topic] : current.filter((item) => item !== topic)))}
                >
                  {t(`dialog.topics.${topic}`)}
                </Checkbox>
              ))}
            </div>
            <TextArea
              label={t('dialog.noteLabel')}
              description={t('dialog.noteHint')}
              value={note}
              onChange={setNote}
              maxLength={LETTER_LIMITS.noteMax}
              rows={2}
            />
            {topicsChanged && (
              <Button variant="secondary" size="small" className={styles.rewrite} isDisabled={generating !== null} onPress={() => void generate(language, topics, note)}>
                {t('dialog.rewrite')}
              </Button>
            )}
          </fieldset>
        )}

        <div id={statusId} role="status" aria-live="polite" className={styles.status}>
          {generating === language && <Spinner size={20} label={t('dialog.generating')} showLabel />}
          {locked && (
            <div className={styles.notice} data-tone="locked" ref={outcome} tabIndex={-1}>
              <strong>
                {justSent ? t('dialog.sentTitle') : t('dialog.lockedTitle')}
              </strong>
              <p>{justSent ? t('dialog.sentText', { seller: car.seller.name }) : t(`errors.alreadySent.${language}`)}</p>
            </div>
          )}
          {!locked && queued && (
            <div className={styles.notice} data-tone="queued" ref={outcome} tabIndex={-1}>
              <strong>{t('dialog.queuedTitle')}</strong>
              <p>{queued.needsSignIn ? t('dialog.signInText') : t('dialog.queuedText')}</p>
              <div className={styles.noticeActions}>
                {queued.needsSignIn && (
                  <Link to={`${localize('/auth')}?next=${encodeURIComponent(localize(carPath(car)))}`} className={buttonClassName({ variant: 'primary', size: 'small' })}>
                    {t('dialog.signIn')}
                  </Link>
                )}
                <Button
                  variant="secondary"
                  size="small"
                  isDisabled={queued.status !== 'queued'}
                  onPress={() => void cancelOutboxEntry(queued.id).then((done) => done && toast({ title: t('dialog.cancelled') }))}
                >
                  {t('dialog.cancelQueued')}
                </Button>
              </div>
            </div>
          )}
          {!locked && !queued && failed && (
            <div className={styles.notice} data-tone="error" role="alert">
              <strong>{t('dialog.sendErrorTitle')}</strong>
              <p>
                <ProblemText problem={problemFromBody({ errorType: failed.failureCode, message: failed.failureMessage }, language)} />
              </p>
            </div>
          )}
          {!locked && problem && problem.kind !== 'alreadySent' && (
            <div className={styles.notice} data-tone="error" role="alert">
              <strong>{problem.kind === 'quota' ? t('errors.quotaTitle') : problem.kind === 'generation' ? t('errors.generationTitle') : t('dialog.sendErrorTitle')}</strong>
              <p>
                <ProblemText problem={problem} />
              </p>
              <Button variant="secondary" size="small" onPress={() => void generate(language, topics, note, { onDevice: true })}>
                {t('dialog.draftOnDevice')}
              </Button>
            </div>
          )}
        </div>

        {draft && !locked && !queued && (
          <section className={styles.draft} aria-label={t('dialog.preview')}>
            <div className={styles.draftHeader}>
              <p className={styles.meta}>
                {t(`dialog.engine.${draft.source}`)}
                {draft.fallback ? ` ${t('dialog.fallback')}` : ''}
                {draft.remaining !== null ? ` · ${t('dialog.remaining', { count: draft.remaining })}` : ''}
              </p>
              <div className={styles.modeToggle} role="group" aria-label={`${t('dialog.edit')} / ${t('dialog.preview')}`}>
                <Button variant={mode === 'edit' ? 'primary' : 'secondary'} size="small" aria-pressed={mode === 'edit'} isDisabled={!editable} onPress={() => setMode('edit')}>
                  {t('dialog.edit')}
                </Button>
                <Button variant={mode === 'preview' ? 'primary' : 'secondary'} size="small" aria-pressed={mode === 'preview'} onPress={() => setMode('preview')}>
                  {t('dialog.preview')}
                </Button>
              </div>
            </div>
            {invalid && (
              <p className={styles.invalid} role="alert">
                {t('dialog.invalid')}
              </p>
            )}
            {mode === 'edit' && editable ? (
              <div className={styles.editor}>
                <TextField label={t('dialog.subject')} value={draft.subject} onChange={(subject) => updateDraft({ subject })} />
                <TextArea label={t('dialog.body')} value={draft.body} onChange={(body) => updateDraft({ body })} rows={14} />
              </div>
            ) : (
              <article className={styles.preview} lang={language}>
                <p className={styles.meta}>{t('dialog.to', { seller: car.seller.name })}</p>
                <p className={styles.meta}>{t('dialog.from', { email: user.email })}</p>
                <h3 className={styles.subject}>{draft.subject}</h3>
                <div className={styles.letter}>{draft.body}</div>
              </article>
            )}
          </section>
        )}
      </div>
    </Dialog>
  );
}
