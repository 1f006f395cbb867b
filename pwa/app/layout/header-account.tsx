/**
 * The header's account slot: a "Sign in" link to /auth when signed out; when signed in the
 * avatar, the first name or username, sign out and, for dealers, premium dealers and admins, the dealer
 * dashboard (features/auth). `variant="menu"` is its rendering inside the mobile menu (full width).
 * The signed-in part uses the `auth` texts, loaded only for people who are signed in.
 */
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { AccountMenu, AccountPlaceholder, useCurrentUser } from '../../features/auth';
import { useLocalizedPath } from '../../lib/use-localized-path';
import { buttonClassName } from '../../ui/button-class';
import { UserIcon } from '../../ui/icons/user';

export function HeaderAccount({
  variant = 'header',
  onNavigate,
}: {
  variant?: 'header' | 'menu';
  onNavigate?: () => void;
}) {
  const { data: user, isPending } = useCurrentUser();
  if (user) {
    return (
      <Suspense fallback={<AccountPlaceholder variant={variant} />}>
        <AccountMenu user={user} variant={variant} onNavigate={onNavigate} />
      </Suspense>
    );
  }
  // While the user loads, keep the place: no "Sign in" flashing for people who are signed in.
  if (isPending) return <AccountPlaceholder variant={variant} />;
  return <SignInLink variant={variant} onNavigate={onNavigate} />;
}

function SignInLink({ variant, onNavigate }: { variant: 'header' | 'menu'; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { localize } = useLocalizedPath();
  return (
    <Link
      to={localize('/auth')}
      className={buttonClassName({
        variant: variant === 'menu' ? 'primary' : 'secondary',
        size: variant === 'menu' ? 'medium' : 'small',
        isFullWidth: variant === 'menu',
      })}
      onClick={onNavigate}
    >
      <UserIcon size={18} />
      {t('account.signIn')}
    </Link>
  );
}
