import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../lib/api-client';
import { setLanguage } from '../../../lib/i18n';
import { dismissToast, useToastStore } from '../../../ui/toast/toast-store';
import { userKeys } from '../api/get-current-user';
import { apiError, CSRF_TOKEN, makeUser, renderApp, stubApi } from '../testing/auth-test-kit';
import { LoginForm } from './login-form';

afterEach(async () => {
  cleanup();
  act(() => dismissToast());
  vi.unstubAllGlobals();
  await setLanguage('en');
});

function renderLogin() {
  const onSignedIn = vi.fn();
  const onForgotPassword = vi.fn();
  const view = renderApp({ element: <LoginForm onSignedIn={onSignedIn} onForgotPassword={onForgotPassword} /> });
  return { ...view, onSignedIn, onForgotPassword };
}

const usernameInput = () => screen.findByLabelText(/^Username or email/);
const passwordInput = () => screen.getByLabelText(/^Password/, { selector: 'input' });
const toastNow = () => useToastStore.getState().current;

describe('the sign-in form', () => {
  it('shows the validation messages, tied to their fields, and focuses the first field with an error', async () => {
    const { requests } = stubApi();
    renderLogin();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));

    const username = await usernameInput();
    expect(screen.getByText('Username is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(document.activeElement).toBe(username);
    expect(username.getAttribute('aria-invalid')).toBe('true');
    // The error is part of the field's description, so screen readers read it with the field.
    const describedBy = (username.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '');
    expect(describedBy.join(' ')).toContain('Username is required');
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);

    // Fixing the first field moves the focus target to the next one with a problem.
    await user.type(username, 'marko');
    expect(screen.queryByText('Username is required')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(document.activeElement).toBe(passwordInput());
  });

  it('has the autocomplete attributes password managers need and a password visibility toggle', async () => {
    stubApi();
    renderLogin();
    expect((await usernameInput()).getAttribute('autocomplete')).toBe('username');
    const password = passwordInput();
    expect(password.getAttribute('autocomplete')).toBe('current-password');
    expect(password.getAttribute('type')).toBe('password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await userEvent.setup().click(toggle);
    expect(password.getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });

  it('signs in: the user in the cache, the new CSRF token used from then on, the welcome notice', async () => {
    const member = makeUser({ firstName: 'Marko' });
    const { posted } = stubApi({
      handle: ({ path }) =>
        path === '/api/login' ? { ...member, csrfToken: 'csrf-after-sign-in', firstSignIn: false } : undefined,
    });
    const { queryClient, onSignedIn } = renderLogin();
    const user = userEvent.setup();
    await user.type(await usernameInput(), '  marko_k ');
    await user.type(passwordInput(), 'vozim-golfa-2019');
    await user.keyboard('{Enter}');

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(member));
    expect(posted('/api/login')).toEqual([
      {
        method: 'POST',
        path: '/api/login',
        body: { username: 'marko_k', password: 'vozim-golfa-2019' },
        csrfToken: CSRF_TOKEN,
      },
    ]);
    expect(queryClient.getQueryData(userKeys.current)).toEqual(member);
    expect(toastNow()).toMatchObject({
      variant: 'success',
      title: 'Logged in successfully',
      description: 'Welcome back, Marko!',
    });
    expect(await api.csrfToken()).toBe('csrf-after-sign-in');
  });

  it('greets a first sign-in with "Welcome", not "Welcome back" (as the server says), and keeps the flag out of the cached user', async () => {
    const member = makeUser({ firstName: 'Marko' });
    stubApi({
      handle: ({ path }) =>
        path === '/api/login' ? { ...member, csrfToken: 'csrf-after-sign-in', firstSignIn: true } : undefined,
    });
    const { queryClient, onSignedIn } = renderLogin();
    const user = userEvent.setup();
    await user.type(await usernameInput(), 'marko_k');
    await user.type(passwordInput(), 'vozim-golfa-2019');
    await user.keyboard('{Enter}');

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(member));
    expect(toastNow()).toMatchObject({
      variant: 'success',
      title: 'Logged in successfully',
      description: 'Welcome, Marko!',
    });
    expect(queryClient.getQueryData(userKeys.current)).toEqual(member);
  });

  it('says "Login failed" / "Invalid credentials" for a wrong password, and asks for the password again', async () => {
    stubApi({
      handle: ({ path }) =>
        path === '/api/login' ? apiError(401, 'invalid_credentials', 'Invalid credentials') : undefined,
    });
    const { onSignedIn } = renderLogin();
    const user = userEvent.setup();
    await user.type(await usernameInput(), 'marko_k');
    await user.type(passwordInput(), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() =>
      expect(toastNow()).toMatchObject({
        variant: 'destructive',
        title: 'Login failed',
        description: 'Invalid credentials',
      }),
    );
    expect(onSignedIn).not.toHaveBeenCalled();
    expect((passwordInput() as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(passwordInput());
  });

  it('explains an unverified email and sends a new link to the address asked for', async () => {
    const { posted } = stubApi({
      handle: ({ path }) => {
        if (path === '/api/login')
          return apiError(403, 'email_not_verified', 'Please verify your email address before signing in.');
        if (path === '/api/resend-verification') return { success: true, message: 'sent' };
        return undefined;
      },
    });
    renderLogin();
    const user = userEvent.setup();
    await user.type(await usernameInput(), 'Marko@Example.test');
    await user.type(passwordInput(), 'vozim-golfa-2019');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    const notice = await screen.findByRole('region', { name: 'Please verify your email address' });
    expect(notice.textContent).toContain('Please verify your email address before signing in.');
    expect(toastNow()).toMatchObject({ title: 'Login failed' });
    const email = screen.getByLabelText(/^Email address/) as HTMLInputElement;
    expect(email.value).toBe('Marko@Example.test');
    await user.click(screen.getByRole('button', { name: 'Send a new link' }));
    await screen.findByText(
      'If an account with this email address is waiting for verification, we have sent it a new link.',
    );
    expect(posted('/api/resend-verification').map((request) => request.body)).toEqual([
      { email: 'marko@example.test' },
    ]);
  });

  it('shows the rate limit with the wait the server named', async () => {
    stubApi({
      handle: ({ path }) =>
        path === '/api/login'
          ? apiError(429, 'rate_limited', 'Too many attempts. Please wait 15 minutes and try again.')
          : undefined,
    });
    renderLogin();
    const user = userEvent.setup();
    await user.type(await usernameInput(), 'marko_k');
    await user.type(passwordInput(), 'whatever1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(toastNow()).toMatchObject({
        title: 'Login failed',
        description: 'Too many attempts. Please wait 15 minutes and try again.',
      }),
    );
  });

  it('speaks Croatian and German', async () => {
    stubApi({
      handle: ({ path }) =>
        path === '/api/login'
          ? apiError(429, 'rate_limited', 'Too many attempts. Please wait 3 minutes and try again.')
          : undefined,
    });
    await setLanguage('hr');
    renderLogin();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Prijavi se' }));
    expect(screen.getByText('Korisničko ime je obavezno')).toBeTruthy();
    expect(screen.getByText('Lozinka je obavezna')).toBeTruthy();
    await user.type(screen.getByLabelText(/^Korisničko ime ili e-pošta/), 'marko');
    await user.type(screen.getByLabelText(/^Lozinka/, { selector: 'input' }), 'lozinka12');
    await user.click(screen.getByRole('button', { name: 'Prijavi se' }));
    await waitFor(() =>
      expect(toastNow()).toMatchObject({
        title: 'Prijava nije uspjela',
        description: 'Previše pokušaja. Pričekajte 3 minute i pokušajte ponovno.',
      }),
    );

    cleanup();
    await setLanguage('de');
    renderLogin();
    await user.click(await screen.findByRole('button', { name: 'Anmelden' }));
    expect(screen.getByText('Benutzername ist erforderlich')).toBeTruthy();
  });
});
