import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { contactMessageKey, contactRequestSchema, type ContactForm as ContactFormValues } from '@contract/contact';
import { focusFirstError, schemaFieldErrors, topLevelField, type FieldErrors } from '../../../lib/form-errors';
import { useLanguage } from '../../../lib/i18n';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { TextArea, TextField } from '../../../ui/text-field';
import { toast } from '../../../ui/toast/toast-store';
import { sendContactMessage } from '../api/send-contact-message';
import { useWaitingMessage } from './use-waiting-message';
import * as styles from './contact.css';

type FieldName = 'fullName' | 'email' | 'subject' | 'message';
const FIELDS: FieldName[] = ['fullName', 'email', 'subject', 'message'];
type Values = Record<FieldName, string>;
type Errors = FieldErrors<FieldName>;

const EMPTY: Values = { fullName: '', email: '', subject: '', message: '' };

/**
 * The contact form: full name, email, subject, message. Checked with the API's own schema before sending
 * (messages translated); sent to POST /api/contact through the outbox (stored first, one Idempotency-Key for
 * every try); 'Message Sent', 'Message saved' (sent later) or the error notice as a toast.
 */
export function ContactForm() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [sending, setSending] = useState(false);
  const [waitingId, setWaitingId] = useState<string | null>(null);
  useWaitingMessage(waitingId, (result) => {
    setWaitingId(null);
    if (result.kind === 'sent')
      toast({ variant: 'success', title: t('contact.sentTitle'), description: t('contact.sentText') });
    else toast({ variant: 'destructive', title: t('contact.errorTitle'), description: t('contact.errorText') });
  });
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const honeypot = useRef<HTMLInputElement>(null);
  const form = useRef<HTMLFormElement>(null);

  const translate = (message: string): string => {
    const key = contactMessageKey(message);
    return key ? t(`contact.validation.${key}`) : message;
  };

  const validate = (next: Values): Errors =>
    schemaFieldErrors(
      contactRequestSchema,
      { ...next, language },
      { fieldOf: topLevelField(FIELDS), messageOf: translate },
    );

  const change = (field: FieldName) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Once the form was submitted, errors follow the typing (and disappear when fixed).
    if (submitted) setErrors(validate(next));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Enter in a field while the first press is still on its way would write the message a second time.
    if (sending) return;
    setSubmitted(true);
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError(form.current, found, FIELDS);
      return;
    }
    const message: ContactFormValues = {
      ...values,
      language,
      ...(honeypot.current?.value ? { website: honeypot.current.value } : {}),
    };
    const clear = () => {
      setValues(EMPTY);
      setErrors({});
      setSubmitted(false);
    };
    setSending(true);
    void sendContactMessage(message)
      .then(
        (result) => {
          if (result.kind === 'sent') {
            toast({ variant: 'success', title: t('contact.sentTitle'), description: t('contact.sentText') });
            clear();
          } else if (result.kind === 'queued') {
            // Offline, or the server's answer never came: kept, and sent again with the same key (once).
            toast({
              title: t('contact.queuedTitle'),
              description: result.offline ? t('contact.queuedText') : t('contact.unconfirmedText'),
            });
            setWaitingId(result.id);
            clear();
          } else if (result.kind === 'rateLimited') {
            toast({
              variant: 'destructive',
              title: t('contact.errorTitle'),
              description: t('contact.rateLimited', { count: result.minutes }),
            });
          } else {
            toast({ variant: 'destructive', title: t('contact.errorTitle'), description: t('contact.errorText') });
          }
        },
        () => toast({ variant: 'destructive', title: t('contact.errorTitle'), description: t('contact.errorText') }),
      )
      .finally(() => setSending(false));
  };

  return (
    <Card as="section" padding="large" aria-labelledby="contact-form-title">
      <form ref={form} className={styles.form} onSubmit={onSubmit} noValidate>
        <div>
          <h2 id="contact-form-title" className={styles.formTitle}>
            {t('contact.formTitle')}
          </h2>
          <p className={styles.formIntro}>{t('contact.requiredNote')}</p>
        </div>
        <div className={styles.row}>
          <TextField
            name="fullName"
            label={t('contact.fullName')}
            autoComplete="name"
            isRequired
            value={values.fullName}
            onChange={change('fullName')}
            errorMessage={errors.fullName}
          />
          <TextField
            name="email"
            type="email"
            label={t('contact.email')}
            autoComplete="email"
            inputMode="email"
            isRequired
            value={values.email}
            onChange={change('email')}
            errorMessage={errors.email}
          />
        </div>
        <TextField
          name="subject"
          label={t('contact.subject')}
          isRequired
          value={values.subject}
          onChange={change('subject')}
          errorMessage={errors.subject}
        />
        <TextArea
          name="message"
          label={t('contact.message')}
          description={t('contact.messageHint')}
          isRequired
          rows={7}
          value={values.message}
          onChange={change('message')}
          errorMessage={errors.message}
        />
        <div className={styles.honeypot} aria-hidden="true">
          <label>
            {t('contact.honeypot')}
            <input ref={honeypot} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </div>
        <div className={styles.actions}>
          <p className={styles.privacyNote}>{t('contact.privacyNote')}</p>
          <Button type="submit" size="large" isPending={sending}>
            {sending ? t('contact.sending') : t('contact.send')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
