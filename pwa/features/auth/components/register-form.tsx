import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTH_ERROR_CODES, registerFormSchema, type RegisterRequest } from '@contract/auth';
import { ApiError } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/i18n';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import { toast } from '../../../ui/toast/toast-store';
import { isSignedInAnswer, useRegister } from '../api/register';
import { displayName } from '../utils/display-name';
import { focusFirstError, type FieldErrors } from '../../../lib/form-errors';
import { failureMessage, serverFieldErrors, validate } from '../utils/form-errors';
import { PasswordField } from './password-field';
import { ResendVerificationForm } from './resend-verification-form';
import * as styles from './auth.css';

/** In the order they appear, so focus goes to the first one with a problem. */
const FIELDS = ['username', 'email', 'firstName', 'lastName', 'password', 'confirmPassword'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const EMPTY: Values = { username: '', email: '', firstName: '', lastName: '', password: '', confirmPassword: '' };

/**
 * Registration: username, email, optional first and last name, password and its confirmation, checked with
 * the contract's form schema (the fixed validation messages, translated). Sends the site's language, in which the
 * verification email is written. On success: 'Registration successful' / 'Please verify your email to
 * continue' and a "check your inbox" panel with a way to resend the link.
 */
export function RegisterForm({ onGoToLogin, onSignedIn }: { onGoToLogin: () => void; onSignedIn: () => void }) {
  const { t } = useTranslation('auth');
  const language = useLanguage();
  const register = useRegister();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [submitted, setSubmitted] = useState(false);
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);

  const check = (next: Values) => validate(registerFormSchema, { ...next, language }, FIELDS, t);

  const change = (field: Field) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(check(next));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (register.isPending) return;
    setSubmitted(true);
    const found = check(values);
    setErrors(found);
    if (focusFirstError(form.current, found, FIELDS)) return;
    const { confirmPassword: _confirm, ...parsed } = registerFormSchema.parse({ ...values, language });
    const request: RegisterRequest = parsed;
    register.mutate(request, {
      onSuccess: (answer) => {
        if (isSignedInAnswer(answer)) {
          toast({
            variant: 'success',
            title: t('register.successTitle'),
            description: t('register.welcomeText', { name: displayName(answer) }),
          });
          onSignedIn();
          return;
        }
        toast({ variant: 'success', title: t('register.successTitle'), description: t('register.successText') });
        setRegisteredEmail(request.email);
      },
      onError: (error) => {
        const fromServer =
          error instanceof ApiError && error.status === 409 ? takenErrors(error) : serverFieldErrors(error, FIELDS, t);
        if (focusFirstError(form.current, fromServer, FIELDS)) {
          setErrors(fromServer);
          const first = FIELDS.find((field) => fromServer[field]);
          toast({
            variant: 'destructive',
            title: t('register.failedTitle'),
            description: first ? fromServer[first] : t('register.failedText'),
          });
          return;
        }
        toast({
          variant: 'destructive',
          title: t('register.failedTitle'),
          description: failureMessage(error, t, t('register.failedText')),
        });
      },
    });
  };

  /** 409: the API names the taken fields (username, email or both). */
  const takenErrors = (error: ApiError): FieldErrors<Field> => {
    const fields = error.body?.fields ?? {};
    const taken: FieldErrors<Field> = {};
    if (fields.username || error.code === AUTH_ERROR_CODES.usernameTaken) taken.username = t('register.usernameTaken');
    if (fields.email || error.code === AUTH_ERROR_CODES.emailTaken) taken.email = t('register.emailTaken');
    return taken;
  };

  if (registeredEmail) return <CheckInbox email={registeredEmail} onGoToLogin={onGoToLogin} />;

  return (
    <form ref={form} className={styles.form} onSubmit={onSubmit} noValidate>
      <p className={styles.requiredNote}>{t('fields.requiredNote')}</p>
      <TextField
        name="username"
        label={t('fields.username')}
        description={t('fields.usernameHint')}
        autoComplete="username"
        autoCorrect="off"
        spellCheck="false"
        isRequired
        value={values.username}
        onChange={change('username')}
        errorMessage={errors.username}
      />
      <TextField
        name="email"
        type="email"
        inputMode="email"
        label={t('fields.email')}
        autoComplete="email"
        spellCheck="false"
        isRequired
        value={values.email}
        onChange={change('email')}
        errorMessage={errors.email}
      />
      <div className={styles.nameRow}>
        <TextField
          name="firstName"
          label={<OptionalLabel text={t('fields.firstName')} />}
          autoComplete="given-name"
          value={values.firstName}
          onChange={change('firstName')}
          errorMessage={errors.firstName}
        />
        <TextField
          name="lastName"
          label={<OptionalLabel text={t('fields.lastName')} />}
          autoComplete="family-name"
          value={values.lastName}
          onChange={change('lastName')}
          errorMessage={errors.lastName}
        />
      </div>
      <PasswordField
        name="password"
        label={t('fields.password')}
        description={t('fields.passwordHint')}
        autoComplete="new-password"
        isRequired
        value={values.password}
        onChange={change('password')}
        errorMessage={errors.password}
      />
      <PasswordField
        name="confirmPassword"
        label={t('fields.confirmPassword')}
        autoComplete="new-password"
        isRequired
        value={values.confirmPassword}
        onChange={change('confirmPassword')}
        errorMessage={errors.confirmPassword}
      />
      <Button type="submit" size="large" isFullWidth isPending={register.isPending}>
        {register.isPending ? t('register.submitting') : t('register.submit')}
      </Button>
    </form>
  );
}

function OptionalLabel({ text }: { text: string }) {
  const { t } = useTranslation('auth');
  return (
    <>
      {text}
      <span className={styles.optional}>{t('fields.optional')}</span>
    </>
  );
}

/** After registering: where the link went, a way to resend it, and the way to sign in. */
function CheckInbox({ email, onGoToLogin }: { email: string; onGoToLogin: () => void }) {
  const { t } = useTranslation('auth');
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: put focus on what replaced it, so screen readers read it next.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.form}>
      <section className={styles.notice.success} aria-labelledby="check-inbox-title">
        <h2 id="check-inbox-title" ref={heading} tabIndex={-1} className={styles.noticeTitle}>
          {t('register.checkInboxTitle')}
        </h2>
        <p className={styles.noticeText}>{t('register.checkInboxText', { email })}</p>
        <p className={styles.noticeText}>{t('register.checkInboxHint')}</p>
      </section>
      <ResendVerificationForm defaultEmail={email} compact />
      <Button variant="primary" size="large" isFullWidth onPress={onGoToLogin}>
        {t('register.toLogin')}
      </Button>
    </div>
  );
}
