import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { ACCOUNT_LINK_TOKEN_PARAM, accountTokenSchema } from '@contract/auth';
import { PageMeta } from '../../../lib/page-meta';
import { useLocalizedPath } from '../../../lib/use-localized-path';
import { ButtonLink } from '../../../ui/button-link';
import { Card } from '../../../ui/card';
import { AlertIcon } from '../../../ui/icons/alert';
import { UserIcon } from '../../../ui/icons/user';
import { container } from '../../../ui/layout.css';
import type { LinkProblem } from '../utils/link-problem';
import { ResetPasswordForm } from './reset-password-form';
import * as styles from './auth.css';

/**
 * /reset-password?token=…: the new password and its confirmation; on success, off to sign in. A missing,
 * malformed, expired or used link says so and offers to ask for a new one.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { localize } = useLocalizedPath();
  const token = params.get(ACCOUNT_LINK_TOKEN_PARAM) ?? '';
  const [refused, setRefused] = useState<LinkProblem | null>(null);
  const problem: LinkProblem | null = accountTokenSchema.safeParse(token).success ? refused : 'missingToken';
  const title = problem ? t('reset.linkProblemTitle') : t('reset.title');

  return (
    <div className={`${container} ${styles.page}`}>
      <PageMeta title={title} />
      <div className={styles.column}>
        <header className={styles.head}>
          <span className={styles.headIcon} aria-hidden="true">
            {problem ? <AlertIcon size={28} /> : <UserIcon size={28} />}
          </span>
          <h1 className={styles.title}>{title}</h1>
          {!problem && <p className={styles.intro}>{t('reset.intro')}</p>}
        </header>
        <Card padding="large">
          {problem ? (
            <div className={styles.form}>
              <p className={styles.notice.error} role="alert">
                {t(`reset.${problem}`)}
              </p>
              <ButtonLink to={`${localize('/auth')}?mode=forgot`} size="large" isFullWidth>
                {t('reset.requestNew')}
              </ButtonLink>
            </div>
          ) : (
            <ResetPasswordForm
              token={token}
              onDone={() => void navigate(localize('/auth'), { replace: true })}
              onLinkProblem={setRefused}
            />
          )}
        </Card>
        <p className={styles.formEnd}>
          <Link to={localize('/auth')} className={styles.textButton}>
            {t('reset.backToLogin')}
          </Link>
        </p>
      </div>
    </div>
  );
}
