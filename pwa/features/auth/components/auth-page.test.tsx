import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '../../../ui/toast/toast-store';
import { LocationProbe, makeUser, renderApp, stubApi } from '../testing/auth-test-kit';
import { AuthPage } from './auth-page';

afterEach(() => {
  cleanup();
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

function renderAuth(url: string, state?: unknown) {
  const view = renderApp({
    url: '/',
    routes: [
      { path: '/auth', element: <AuthPage /> },
      { path: '/hr/auth', element: <AuthPage /> },
      { path: '*', element: <LocationProbe label="now at" /> },
    ],
  });
  void view.router.navigate(url, { state });
  return view;
}

describe('the sign-in page', () => {
  it('switches between sign in, register and forgot password, keeping ?next=', async () => {
    stubApi({ user: null });
    const { router } = renderAuth('/auth?next=%2Fadmin');
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Sign in or register' });
    expect(screen.getByRole('tab', { name: 'Sign in', selected: true })).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Register' }));
    expect(router.state.location.search).toBe('?next=%2Fadmin&mode=register');
    expect(await screen.findByRole('button', { name: 'Create account' })).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: 'Sign in' }));
    await user.click(await screen.findByRole('button', { name: 'Forgot your password?' }));
    await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' });
    expect(router.state.location.search).toBe('?next=%2Fadmin&mode=forgot');
    // The switch was made with a button: focus goes to the form's first field.
    expect(document.activeElement).toBe(screen.getByLabelText(/^Email address/));

    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Username or email/)));
  });

  it('sends the generic reset confirmation from the forgot-password form', async () => {
    const { posted } = stubApi({
      handle: ({ path }) =>
        path === '/api/forgot-password'
          ? { success: true, message: 'If an account exists for this email address, we have sent it a link.' }
          : undefined,
    });
    renderAuth('/auth?mode=forgot');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send the reset link' }));
    expect(screen.getByText('Invalid email address')).toBeTruthy();
    await user.type(screen.getByLabelText(/^Email address/), 'Ana@Example.test');
    await user.click(screen.getByRole('button', { name: 'Send the reset link' }));
    await screen.findByText(
      'If an account exists for this email address, we have sent it a link to reset the password.',
    );
    expect(posted('/api/forgot-password').map((request) => request.body)).toEqual([{ email: 'ana@example.test' }]);
  });

  it('goes back to the page in ?next= after signing in, in the current language', async () => {
    stubApi({
      handle: ({ path }) =>
        path === '/api/login' ? { ...makeUser({ userType: 'admin' }), csrfToken: 'new' } : undefined,
    });
    const { router } = renderAuth('/hr/auth?next=%2Fadmin');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Username or email|^Korisničko ime ili e-pošta/), 'admin');
    await user.type(screen.getByLabelText(/^Password|^Lozinka/, { selector: 'input' }), 'autotrzni-demo');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/hr/admin'));
  });

  it('goes home after signing in without ?next=, and never follows a link off the site', async () => {
    stubApi({ handle: ({ path }) => (path === '/api/login' ? { ...makeUser(), csrfToken: 'new' } : undefined) });
    const { router } = renderAuth('/auth?next=%2F%2Fevil.example%2Fphish');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Username or email/), 'marko');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'vozim-golfa-2019');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('tells someone signed in without the role why they are here, and lets them sign out', async () => {
    stubApi({
      user: makeUser({ firstName: 'Ivan', userType: 'dealer' }),
      handle: ({ path }) => (path === '/api/logout' ? { success: true, message: 'ok' } : undefined),
    });
    renderAuth('/auth?next=%2Fadmin', { forbidden: true });
    await screen.findByRole('heading', { level: 1, name: "You're signed in" });
    expect(screen.getByText("You're signed in as Ivan.")).toBeTruthy();
    expect(screen.getByText(/Your account can't open the page you wanted/)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out' }));
    await screen.findByRole('heading', { level: 1, name: 'Sign in or register' });
  });
});
