import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { canUseAdminArea, canUseDealerArea, type UserType } from '@contract/user-roles';
import { useLocalizedPath } from '../../../lib/use-localized-path';
import { Button } from '../../../ui/button';
import { container } from '../../../ui/layout.css';
import { Spinner } from '../../../ui/spinner';
import { StatusMessage } from '../../../ui/status-message';
import { useCurrentUser } from '../api/get-current-user';
import { signInPathFor, type SignInState } from '../utils/next-path';
import * as styles from './auth.css';

export type ProtectedArea = 'user' | 'dealer' | 'admin';

/** The dealer dashboard for dealer, premium_dealer and admin; the admin panel for admin. */
const MAY_ENTER: Record<ProtectedArea, (userType: UserType) => boolean> = {
  /** Any signed-in account (saved searches, watched cars). */
  user: () => true,
  dealer: canUseDealerArea,
  admin: canUseAdminArea,
};

/**
 * A protected page: a spinner while the user loads; signed out or without the role, off to
 * /auth under the same language prefix, with this page in `?next=` so sign-in comes back here. The server
 * enforces the same roles on its routes; this only keeps people from pages they cannot use.
 */
export function RequireRole({ area, children }: { area: ProtectedArea; children: ReactNode }) {
  const { t } = useTranslation('auth');
  const { data: user, isError, isFetching, refetch } = useCurrentUser();
  const location = useLocation();
  const { localize } = useLocalizedPath();

  if (user === undefined) {
    if (isError) {
      return (
        <div className={`${container} ${styles.page}`}>
          <StatusMessage
            level={1}
            tone="error"
            title={t('guard.errorTitle')}
            action={
              <Button onPress={() => void refetch()} isPending={isFetching}>
                {t('guard.retry')}
              </Button>
            }
          >
            <p>{t('guard.errorText')}</p>
          </StatusMessage>
        </div>
      );
    }
    return (
      <div className={styles.guardLoading}>
        <Spinner label={t('guard.checking')} showLabel size={32} />
      </div>
    );
  }

  if (!user || !MAY_ENTER[area](user.userType)) {
    const here = `${location.pathname}${location.search}${location.hash}`;
    const state: SignInState = { forbidden: user !== null };
    return <Navigate to={signInPathFor(here, localize)} replace state={state} />;
  }

  return <>{children}</>;
}
