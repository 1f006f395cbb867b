import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import type { PublicUser } from '@contract/auth';
import { avatarLetter, canUseAdminArea, canUseDealerArea } from '@contract/user-roles';
import { useLocalizedPath } from '../../../lib/use-localized-path';
import { buttonClassName } from '../../../ui/button-class';
import { CompareIcon } from '../../../ui/icons/compare';
import { LockIcon } from '../../../ui/icons/lock';
import { MailIcon } from '../../../ui/icons/mail';
import { MenuButton } from '../../../ui/menu-button';
import { useSignOut } from '../hooks/use-sign-out';
import { displayName } from '../utils/display-name';
import * as styles from './account-menu.css';

export interface AccountMenuProps {
  user: PublicUser;
  /** 'header': a button with avatar and name opening a small panel; 'menu': laid out in the mobile menu. */
  variant: 'header' | 'menu';
  /** Called when a link is followed or the person signed out (the mobile menu closes). */
  onNavigate?: () => void;
}

/**
 * The signed-in header: the avatar (first letter of the first name, else of the username,
 * else U) and the first name or username; the dealer dashboard for dealers, premium dealers and admins; the
 * admin panel for admins; sign out. Loads no zod: it is part of every page.
 */
export function AccountMenu({ user, variant, onNavigate }: AccountMenuProps) {
  return variant === 'menu' ? <MenuAccount user={user} onNavigate={onNavigate} /> : <HeaderAccountMenu user={user} />;
}

/** Holds the account slot's place while the user loads (or the signed-in texts), so the header does not jump. */
export function AccountPlaceholder({ variant }: { variant: 'header' | 'menu' }) {
  return <span className={variant === 'menu' ? styles.placeholderMenu : styles.placeholder} aria-hidden="true" />;
}

function fullName(user: PublicUser): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username;
}

function Avatar({ user, large = false }: { user: PublicUser; large?: boolean }) {
  return (
    <span className={large ? styles.avatarLarge : styles.avatar} aria-hidden="true">
      {avatarLetter(user)}
    </span>
  );
}

function Identity({ user, className }: { user: PublicUser; className: string }) {
  return (
    <div className={className}>
      <Avatar user={user} large />
      <div className={styles.identityText}>
        <span className={styles.identityName}>{fullName(user)}</span>
        <span className={styles.identityEmail}>{user.email}</span>
      </div>
    </div>
  );
}

/** The account's pages: everyone's, the dealer dashboard for dealers, premium dealers and admins, the admin panel for admins. */
interface AccountLink {
  path: string;
  label: `account.${'savedSearches' | 'watchedCars' | 'myMessages' | 'dealerDashboard' | 'admin'}`;
  icon: ReactNode;
}

function accountLinks(user: PublicUser): AccountLink[] {
  const links: AccountLink[] = [
    { path: '/saved-searches', label: 'account.savedSearches', icon: <BookmarkLineIcon /> },
    { path: '/watched-cars', label: 'account.watchedCars', icon: <HeartLineIcon /> },
    { path: '/my-messages', label: 'account.myMessages', icon: <MailIcon size={18} /> },
  ];
  if (canUseDealerArea(user.userType))
    links.push({ path: '/dealer-dashboard', label: 'account.dealerDashboard', icon: <CompareIcon size={18} /> });
  if (canUseAdminArea(user.userType))
    links.push({ path: '/admin', label: 'account.admin', icon: <LockIcon size={18} /> });
  return links;
}

/** The header's account menu (ui/menu-button: react-aria's Menu, loaded when someone reaches for it). */
function HeaderAccountMenu({ user }: { user: PublicUser }) {
  const { t } = useTranslation('auth');
  const { localize } = useLocalizedPath();
  const navigate = useNavigate();
  const { signOut, isPending } = useSignOut();
  const name = displayName(user);
  const label = t('account.menu', { name });
  return (
    <MenuButton
      className={styles.trigger}
      aria-label={label}
      menuLabel={label}
      popoverClassName={styles.popover}
      itemClassName={styles.item}
      navigate={navigate}
      header={
        <>
          <Identity user={user} className={styles.identity} />
          <hr className={styles.divider} />
        </>
      }
      onAction={(id) => {
        if (id === SIGN_OUT) signOut();
      }}
      items={[
        ...accountLinks(user).map(({ path, label: text, icon }) => ({
          id: path,
          href: localize(path),
          textValue: t(text),
          content: (
            <>
              {icon}
              {t(text)}
            </>
          ),
        })),
        {
          id: SIGN_OUT,
          textValue: t('account.signOut'),
          isDisabled: isPending,
          content: (
            <>
              <SignOutIcon />
              {isPending ? t('account.signingOut') : t('account.signOut')}
            </>
          ),
        },
      ]}
    >
      <Avatar user={user} />
      <span className={styles.name}>{name}</span>
    </MenuButton>
  );
}

const SIGN_OUT = 'sign-out';

/** Inside the mobile menu: who is signed in, the account's pages, sign out, each full width. */
function MenuAccount({ user, onNavigate }: { user: PublicUser; onNavigate?: () => void }) {
  const { t } = useTranslation('auth');
  const { localize } = useLocalizedPath();
  const { signOut, isPending } = useSignOut();
  return (
    <section className={styles.menuBlock} aria-label={t('account.menu', { name: displayName(user) })}>
      <Identity user={user} className={styles.menuIdentity} />
      {accountLinks(user).map(({ path, label, icon }) => (
        <Link
          key={path}
          to={localize(path)}
          className={buttonClassName({ variant: 'secondary', isFullWidth: true })}
          onClick={onNavigate}
        >
          {icon}
          {t(label)}
        </Link>
      ))}
      <button
        type="button"
        className={buttonClassName({ variant: 'ghost', isFullWidth: true })}
        disabled={isPending}
        onClick={() => signOut({ onSuccess: onNavigate })}
      >
        {isPending ? t('account.signingOut') : t('account.signOut')}
      </button>
    </section>
  );
}

function SignOutIcon() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
      <path d="m16 17 5-5-5-5" />
      <path d="M21 12H9" />
    </svg>
  );
}

function BookmarkLineIcon() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="m19 21-7-4-7 4V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v16z" />
    </svg>
  );
}

function HeartLineIcon() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M19 14c1.49-1.46 3-3.21 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.76 0-3 .5-4.5 2-1.5-1.5-2.74-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4.05 3 5.5l7 7Z" />
    </svg>
  );
}
