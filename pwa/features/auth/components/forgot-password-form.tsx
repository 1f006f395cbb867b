import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { emailRequestSchema } from '@contract/auth';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import { toast } from '../../../ui/toast/toast-store';
import { useRequestPasswordReset } from '../api/forgot-password';
import { focusFirstError, type FieldErrors } from '../../../lib/form-errors';
import { failureMessage, serverFieldErrors, validate } from '../utils/form-errors';
import * as styles from './auth.css';

const FIELDS = ['email'] as const;
type Field = (typeof FIELDS)[number];

/**
 * Forgot password: the account's email; the API sends a reset link if such an account exists and answers
 * the same generic confirmation either way, shown here as it is.
 */
export function ForgotPasswordForm({ onBackToLogin }: { onBackToLogin: () => void }) {
  const { t } = useTranslation('auth');
  const request = useRequestPasswordReset();
  const form = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [submitted, setSubmitted] = useState(false);

  const check = (value: string) => validate(emailRequestSchema, { email: value }, FIELDS, t);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (request.isPending) return;
    setSubmitted(true);
    const found = check(email);
    setErrors(found);
    if (focusFirstError(form.current, found, FIELDS)) return;
    request.mutate(emailRequestSchema.parse({ email }).email, {
      onError: (error) => {
        const fromServer = serverFieldErrors(error, FIELDS, t);
        if (focusFirstError(form.current, fromServer, FIELDS)) {
          setErrors(fromServer);
          return;
        }
        toast({
          variant: 'destructive',
          title: t('forgot.failedTitle'),
          description: failureMessage(error, t, t('forgot.failedText')),
        });
      },
    });
  };

  return (
    <form ref={form} className={styles.form} onSubmit={onSubmit} noValidate>
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
          {request.isSuccess && (
            <div className={styles.notice.success}>
              <p className={styles.noticeTitle}>{t('forgot.sentTitle')}</p>
              <p className={styles.noticeText}>{t('forgot.sent')}</p>
              <p className={styles.noticeText}>{t('forgot.sentHint')}</p>
            </div>
          )}
        </div>
      </div>
      <Button type="submit" size="large" isFullWidth isPending={request.isPending}>
        {request.isPending ? t('forgot.submitting') : t('forgot.submit')}
      </Button>
      <div className={styles.formEnd}>
        <button type="button" className={styles.textButton} onClick={onBackToLogin}>
          {t('forgot.backToLogin')}
        </button>
      </div>
    </form>
  );
}
