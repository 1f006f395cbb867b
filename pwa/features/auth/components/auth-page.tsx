import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { PublicUser } from '@contract/auth';
import { PageMeta } from '../../../lib/page-meta';
import { pathInLanguage } from '../../../lib/language';
import { useLocalizedPath } from '../../../lib/use-localized-path';
import { Button } from '../../../ui/button';
import { ButtonLink } from '../../../ui/button-link';
import { Card } from '../../../ui/card';
import { UserIcon } from '../../../ui/icons/user';
import { container } from '../../../ui/layout.css';
import { Tab, TabList, TabPanel, Tabs } from '../../../ui/tabs';
import { useCurrentUser } from '../api/get-current-user';
import { useSignOut } from '../hooks/use-sign-out';
import { displayName } from '../utils/display-name';
import { NEXT_PARAM, readSignInState, safeNextPath } from '../utils/next-path';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import * as styles from './auth.css';

export type AuthMode = 'login' | 'register' | 'forgot';
const MODES: readonly AuthMode[] = ['login', 'register', 'forgot'];
export const MODE_PARAM = 'mode';

function parseMode(value: string | null): AuthMode {
  return MODES.includes(value as AuthMode) ? (value as AuthMode) : 'login';
}

/**
 * /auth: sign in and register as tabs, and the forgot-password form (`?mode=register`, `?mode=forgot`).
 * After signing in it goes to `?next=` (the protected page that sent the person here, in the current
 * language) or home. Someone already signed in sees who they are, a way on and sign out.
 */
export function AuthPage() {
  const { t } = useTranslation('auth');
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { routeLanguage, localize } = useLocalizedPath();
  const { data: user } = useCurrentUser();
  const mode = parseMode(params.get(MODE_PARAM));
  const next = safeNextPath(params.get(NEXT_PARAM));
  const destination = next ? pathInLanguage(next, routeLanguage) : localize('/');
  const forbidden = readSignInState(location.state).forbidden === true;
  // Set when this page signed someone in: the cache holds the user before the next page shows.
  const [leaving, setLeaving] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const focusAfterSwitch = useRef(false);

  // A switch made with a button (not with the tabs, which keep focus themselves) puts focus on the first field.
  useEffect(() => {
    if (!focusAfterSwitch.current) return;
    focusAfterSwitch.current = false;
    panel.current?.querySelector<HTMLElement>('input')?.focus();
  }, [mode]);

  const switchTo = (target: AuthMode, moveFocus = false) => {
    focusAfterSwitch.current = moveFocus;
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (target === 'login') updated.delete(MODE_PARAM);
        else updated.set(MODE_PARAM, target);
        return updated;
      },
      { replace: true, state: location.state as unknown },
    );
  };

  const onSignedIn = () => {
    setLeaving(true);
    void navigate(destination, { replace: true });
  };

  const signedIn = user && !leaving ? user : null;
  const title = signedIn ? t('page.signedInTitle') : mode === 'forgot' ? t('page.forgotTitle') : t('page.title');

  return (
    <div className={`${container} ${styles.page}`}>
      <PageMeta title={title} />
      <div className={styles.column}>
        <header className={styles.head}>
          <span className={styles.headIcon} aria-hidden="true">
            <UserIcon size={28} />
          </span>
          <h1 className={styles.title}>{title}</h1>
          {!signedIn && <p className={styles.intro}>{mode === 'forgot' ? t('page.forgotIntro') : t('page.intro')}</p>}
        </header>
        {signedIn ? (
          <SignedInPanel user={signedIn} destination={destination} forbidden={forbidden} />
        ) : (
          <>
            <Card padding="large">
              <div ref={panel}>
                {mode === 'forgot' ? (
                  <ForgotPasswordForm onBackToLogin={() => switchTo('login', true)} />
                ) : (
                  <Tabs selectedKey={mode} onSelectionChange={(key) => switchTo(parseMode(String(key)))}>
                    <TabList aria-label={t('page.tabsLabel')}>
                      <Tab id="login">{t('tabs.login')}</Tab>
                      <Tab id="register">{t('tabs.register')}</Tab>
                    </TabList>
                    <TabPanel id="login">
                      <LoginForm onSignedIn={onSignedIn} onForgotPassword={() => switchTo('forgot', true)} />
                    </TabPanel>
                    <TabPanel id="register">
                      <RegisterForm onSignedIn={onSignedIn} onGoToLogin={() => switchTo('login', true)} />
                    </TabPanel>
                  </Tabs>
                )}
              </div>
            </Card>
            {mode !== 'forgot' && (
              <p className={styles.formEnd}>
                {mode === 'login' ? t('login.noAccount') : t('register.haveAccount')}
                <button
                  type="button"
                  className={styles.textButton}
                  onClick={() => switchTo(mode === 'login' ? 'register' : 'login', true)}
                >
                  {mode === 'login' ? t('login.toRegister') : t('register.toLogin')}
                </button>
              </p>
            )}
          </>
        )}
      </div>
    </div>
  );
}

/** Already signed in: who, and the way on; when a protected page sent them here, why. */
function SignedInPanel({
  user,
  destination,
  forbidden,
}: {
  user: PublicUser;
  destination: string;
  forbidden: boolean;
}) {
  const { t } = useTranslation('auth');
  const { localize } = useLocalizedPath();
  const { signOut, isPending } = useSignOut();
  return (
    <Card padding="large" className={styles.centered}>
      <p>{t('page.signedInText', { name: displayName(user) })}</p>
      {forbidden && <p className={styles.notice.warning}>{t('page.forbiddenText')}</p>}
      <div className={styles.actions}>
        {forbidden ? (
          <ButtonLink to={localize('/')} variant="secondary">
            {t('page.goHome')}
          </ButtonLink>
        ) : (
          <ButtonLink to={destination}>{t('page.continue')}</ButtonLink>
        )}
        <Button variant={forbidden ? 'primary' : 'secondary'} onPress={() => signOut()} isPending={isPending}>
          {t('account.signOut')}
        </Button>
      </div>
    </Card>
  );
}
