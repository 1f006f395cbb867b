import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { emailRequestSchema } from '@contract/auth';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import { useResendVerification } from '../api/resend-verification';
import { focusFirstError, type FieldErrors } from '../../../lib/form-errors';
import { failureMessage, serverFieldErrors, validate } from '../utils/form-errors';
import * as styles from './auth.css';

const FIELDS = ['email'] as const;
type Field = (typeof FIELDS)[number];

/**
 * Asks for a new verification link (POST /api/resend-verification). The API answers alike whether or not
 * such an account exists, and so does this form. `compact` drops the heading (inside another notice).
 */
export function ResendVerificationForm({
  defaultEmail = '',
  compact = false,
}: {
  defaultEmail?: string;
  compact?: boolean;
}) {
  const { t } = useTranslation('auth');
  const resend = useResendVerification();
  const form = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState(defaultEmail);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const check = (value: string) => validate(emailRequestSchema, { email: value }, FIELDS, t);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (resend.isPending) return;
    setSubmitted(true);
    const found = check(email);
    setErrors(found);
    if (focusFirstError(form.current, found, FIELDS)) return;
    setFailure(null);
    resend.mutate(emailRequestSchema.parse({ email }).email, {
      onError: (error) => {
        const fromServer = serverFieldErrors(error, FIELDS, t);
        if (focusFirstError(form.current, fromServer, FIELDS)) {
          setErrors(fromServer);
          return;
        }
        setFailure(failureMessage(error, t, t('resend.failedText')));
      },
    });
  };

  return (
    <form
      ref={form}
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={compact ? undefined : 'resend-title'}
    >
      {!compact && (
        <div>
          <h2 id="resend-title" className={styles.noticeTitle}>
            {t('resend.title')}
          </h2>
          <p className={styles.noticeText}>{t('resend.text')}</p>
        </div>
      )}
      <div>
        <TextField
          name="email"
          type="email"
          inputMode="email"
          label={t('fields.email')}
          autoComplete="email"
          spellCheck="false"
          isRequired
          value={email}
          onChange={(value) => {
            setEmail(value);
            if (submitted) setErrors(check(value));
          }}
          errorMessage={errors.email}
        />
        <div role="status" className={styles.live}>
          {resend.isSuccess && <p className={`${styles.notice.success} ${styles.noticeText}`}>{t('resend.sent')}</p>}
        </div>
        <div role="alert" className={styles.live}>
          {failure && <p className={`${styles.notice.error} ${styles.noticeText}`}>{failure}</p>}
        </div>
      </div>
      <div className={styles.actions}>
        <Button type="submit" variant="secondary" isPending={resend.isPending}>
          {resend.isPending ? t('resend.submitting') : t('resend.submit')}
        </Button>
      </div>
    </form>
  );
}
