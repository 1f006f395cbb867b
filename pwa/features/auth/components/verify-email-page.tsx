import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ACCOUNT_LINK_TOKEN_PARAM, accountTokenSchema } from '@contract/auth';
import { PageMeta } from '../../../lib/page-meta';
import { useLocalizedPath } from '../../../lib/use-localized-path';
import { Button } from '../../../ui/button';
import { ButtonLink } from '../../../ui/button-link';
import { Card } from '../../../ui/card';
import { AlertIcon } from '../../../ui/icons/alert';
import { CheckIcon } from '../../../ui/icons/check';
import { container } from '../../../ui/layout.css';
import { Spinner } from '../../../ui/spinner';
import { useVerifyEmail } from '../api/verify-email';
import { failureMessage } from '../utils/form-errors';
import { linkProblemOf, type LinkProblem } from '../utils/link-problem';
import { ResendVerificationForm } from './resend-verification-form';
import * as styles from './auth.css';

/**
 * /verify-success?token=…: confirms the email address with the token as the page opens (once), then the
 * success page with the way to sign in. An expired, used or unknown link says so and offers a new
 * one; a failure on the way (offline, rate limit) offers to try again.
 */
export function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const { localize } = useLocalizedPath();
  const token = params.get(ACCOUNT_LINK_TOKEN_PARAM) ?? '';
  const wellFormed = accountTokenSchema.safeParse(token).success;
  const { mutate, status, error } = useVerifyEmail();
  const sent = useRef<string | null>(null);

  // The token is single-use: send it once per page, even when React runs the effect twice.
  useEffect(() => {
    if (!wellFormed || sent.current === token) return;
    sent.current = token;
    mutate(token);
  }, [mutate, token, wellFormed]);

  const problem: LinkProblem | null = !wellFormed ? 'missingToken' : status === 'error' ? linkProblemOf(error) : null;
  const signInLink = (
    <ButtonLink to={localize('/auth')} size="large">
      {t('verify.signIn')}
    </ButtonLink>
  );

  if (status === 'success') {
    return (
      <VerifyLayout title={t('verify.successTitle')} pageTitle={t('verify.title')} icon={<CheckIcon size={28} />}>
        <div className={styles.centered}>
          <p>{t('verify.successText')}</p>
          {signInLink}
        </div>
      </VerifyLayout>
    );
  }

  if (problem) {
    return (
      <VerifyLayout title={t('verify.failedTitle')} icon={<AlertIcon size={28} />}>
        <div className={styles.form}>
          <p className={styles.notice.error} role="alert">
            {t(`verify.${problem}`)}
          </p>
          {problem === 'used' && signInLink}
          <ResendVerificationForm />
        </div>
      </VerifyLayout>
    );
  }

  if (status === 'error') {
    return (
      <VerifyLayout title={t('verify.failedTitle')} icon={<AlertIcon size={28} />}>
        <div className={styles.form}>
          <p className={styles.notice.error} role="alert">
            {failureMessage(error, t, t('verify.errorText'))}
          </p>
          <div className={styles.actions}>
            <Button onPress={() => mutate(token)}>{t('verify.retry')}</Button>
          </div>
        </div>
      </VerifyLayout>
    );
  }

  return (
    <VerifyLayout title={t('verify.verifying')} icon={<CheckIcon size={28} />}>
      <div className={styles.centered}>
        <Spinner label={t('verify.verifying')} size={32} />
      </div>
    </VerifyLayout>
  );
}

function VerifyLayout({
  title,
  pageTitle,
  icon,
  children,
}: {
  title: string;
  pageTitle?: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={`${container} ${styles.page}`}>
      <PageMeta title={pageTitle ?? title} />
      <div className={styles.column}>
        <header className={styles.head}>
          <span className={styles.headIcon} aria-hidden="true">
            {icon}
          </span>
          <h1 className={styles.title}>{title}</h1>
        </header>
        <Card padding="large">{children}</Card>
      </div>
    </div>
  );
}
