import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { resetPasswordFormSchema } from '@contract/auth';
import { Button } from '../../../ui/button';
import { toast } from '../../../ui/toast/toast-store';
import { useResetPassword } from '../api/reset-password';
import { linkProblemOf, type LinkProblem } from '../utils/link-problem';
import { focusFirstError, type FieldErrors } from '../../../lib/form-errors';
import { failureMessage, serverFieldErrors, validate } from '../utils/form-errors';
import { PasswordField } from './password-field';
import * as styles from './auth.css';

const FIELDS = ['password', 'confirmPassword'] as const;
type Field = (typeof FIELDS)[number];

/**
 * The new password and its confirmation (the contract's reset form schema), sent with the emailed token.
 * `onDone` after the change; `onLinkProblem` when the API refuses the link (expired, used, unknown).
 */
export function ResetPasswordForm({
  token,
  onDone,
  onLinkProblem,
}: {
  token: string;
  onDone: () => void;
  onLinkProblem: (problem: LinkProblem) => void;
}) {
  const { t } = useTranslation('auth');
  const reset = useResetPassword();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<Field, string>>({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [submitted, setSubmitted] = useState(false);

  const check = (next: Record<Field, string>) => validate(resetPasswordFormSchema, next, FIELDS, t);

  const change = (field: Field) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(check(next));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reset.isPending) return;
    setSubmitted(true);
    const found = check(values);
    setErrors(found);
    if (focusFirstError(form.current, found, FIELDS)) return;
    reset.mutate(
      { token, password: values.password },
      {
        onSuccess: () => {
          toast({ variant: 'success', title: t('reset.successTitle'), description: t('reset.successText') });
          onDone();
        },
        onError: (error) => {
          const problem = linkProblemOf(error);
          if (problem) {
            onLinkProblem(problem);
            return;
          }
          const fromServer = serverFieldErrors(error, FIELDS, t);
          if (focusFirstError(form.current, fromServer, FIELDS)) {
            setErrors(fromServer);
            return;
          }
          toast({
            variant: 'destructive',
            title: t('reset.failedTitle'),
            description: failureMessage(error, t, t('reset.failedText')),
          });
        },
      },
    );
  };

  return (
    <form ref={form} className={styles.form} onSubmit={onSubmit} noValidate>
      <PasswordField
        name="password"
        label={t('fields.newPassword')}
        description={t('fields.passwordHint')}
        autoComplete="new-password"
        isRequired
        value={values.password}
        onChange={change('password')}
        errorMessage={errors.password}
      />
      <PasswordField
        name="confirmPassword"
        label={t('fields.confirmNewPassword')}
        autoComplete="new-password"
        isRequired
        value={values.confirmPassword}
        onChange={change('confirmPassword')}
        errorMessage={errors.confirmPassword}
      />
      <Button type="submit" size="large" isFullWidth isPending={reset.isPending}>
        {reset.isPending ? t('reset.submitting') : t('reset.submit')}
      </Button>
    </form>
  );
}
