import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTH_ERROR_CODES, loginRequestSchema, type LoginRequest, type PublicUser } from '@contract/auth';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import { toast } from '../../../ui/toast/toast-store';
import { useLogin } from '../api/login';
import { displayName } from '../utils/display-name';
import { focusFirstError, type FieldErrors } from '../../../lib/form-errors';
import { failureMessage, isApiError, serverFieldErrors, validate } from '../utils/form-errors';
import { PasswordField } from './password-field';
import { ResendVerificationForm } from './resend-verification-form';
import * as styles from './auth.css';

const FIELDS = ['username', 'password'] as const;
type Field = (typeof FIELDS)[number];

/**
 * Sign in with username (or email) and password. Checked with the API's own schema first (the fixed
 * validation messages, translated); then 'Logged in successfully' / 'Welcome back, {name}!' ('Welcome, {name}!' at the
 * account's first sign-in, as the server says), or 'Login failed' with
 * the reason. An account whose email is not verified yet gets the explanation and a way to resend the link.
 */
export function LoginForm({
  onSignedIn,
  onForgotPassword,
}: {
  onSignedIn: (user: PublicUser) => void;
  onForgotPassword: () => void;
}) {
  const { t } = useTranslation('auth');
  const login = useLogin();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<Field, string>>({ username: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [submitted, setSubmitted] = useState(false);
  const [unverified, setUnverified] = useState(false);

  const check = (next: Record<Field, string>) => validate(loginRequestSchema, next, FIELDS, t);

  const change = (field: Field) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // After the first attempt the messages follow the typing (and go away once fixed).
    if (submitted) setErrors(check(next));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (login.isPending) return;
    setSubmitted(true);
    const found = check(values);
    setErrors(found);
    if (focusFirstError(form.current, found, FIELDS)) return;
    setUnverified(false);
    const credentials: LoginRequest = loginRequestSchema.parse(values);
    login.mutate(credentials, {
      onSuccess: ({ csrfToken: _token, firstSignIn, ...user }) => {
        const greeting = firstSignIn
          ? t('login.firstWelcomeText', { name: displayName(user) })
          : t('login.successText', { name: displayName(user) });
        toast({ variant: 'success', title: t('login.successTitle'), description: greeting });
        onSignedIn(user);
      },
      onError: (error) => {
        if (isApiError(error, 403, AUTH_ERROR_CODES.emailNotVerified)) {
          setUnverified(true);
          toast({ variant: 'destructive', title: t('login.failedTitle'), description: t('login.notVerified') });
          return;
        }
        const fromServer = serverFieldErrors(error, FIELDS, t);
        if (Object.keys(fromServer).length > 0) {
          setErrors(fromServer);
          focusFirstError(form.current, fromServer, FIELDS);
          return;
        }
        const invalidCredentials = isApiError(error, 401);
        toast({
          variant: 'destructive',
          title: t('login.failedTitle'),
          description: invalidCredentials
            ? t('login.invalidCredentials')
            : failureMessage(error, t, t('errors.generic')),
        });
        if (invalidCredentials) {
          // Try again: the username stays, the password is typed anew.
          setValues((current) => ({ ...current, password: '' }));
          form.current?.querySelector<HTMLElement>('[name="password"]')?.focus();
        }
      },
    });
  };

  return (
    <div className={styles.form}>
      <form ref={form} className={styles.form} onSubmit={onSubmit} noValidate>
        <TextField
          name="username"
          label={t('fields.usernameOrEmail')}
          autoComplete="username"
          autoCorrect="off"
          spellCheck="false"
          isRequired
          value={values.username}
          onChange={change('username')}
          errorMessage={errors.username}
        />
        <PasswordField
          name="password"
          label={t('fields.password')}
          autoComplete="current-password"
          isRequired
          value={values.password}
          onChange={change('password')}
          errorMessage={errors.password}
        />
        <div className={styles.forgotRow}>
          <button type="button" className={styles.textButton} onClick={onForgotPassword}>
            {t('login.forgotPassword')}
          </button>
        </div>
        <Button type="submit" size="large" isFullWidth isPending={login.isPending}>
          {login.isPending ? t('login.submitting') : t('login.submit')}
        </Button>
      </form>
      {unverified && (
        <section className={styles.notice.warning} aria-labelledby="login-unverified-title">
          <h2 id="login-unverified-title" className={styles.noticeTitle}>
            {t('login.notVerifiedTitle')}
          </h2>
          <p className={styles.noticeText}>{t('login.notVerified')}</p>
          <ResendVerificationForm defaultEmail={values.username.includes('@') ? values.username.trim() : ''} compact />
        </section>
      )}
    </div>
  );
}
