import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, useToastStore } from '../../../ui/toast/toast-store';
import { apiError, LocationProbe, renderApp, stubApi } from '../testing/auth-test-kit';
import { ResetPasswordPage } from './reset-password-page';

afterEach(() => {
  cleanup();
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

const TOKEN = 'a'.repeat(43);

function renderReset(url: string) {
  return renderApp({
    url,
    routes: [
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/hr/reset-password', element: <ResetPasswordPage /> },
      { path: '*', element: <LocationProbe label="now at" /> },
    ],
  });
}

const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;

describe('the reset-password page', () => {
  it('checks the new password and its confirmation, focusing the first problem', async () => {
    const { requests } = stubApi();
    renderReset(`/reset-password?token=${TOKEN}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change password' }));
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
    expect(screen.getByText('Please confirm your password')).toBeTruthy();
    expect(document.activeElement).toBe(input(/^New password/));
    expect(input(/^New password/).autocomplete).toBe('new-password');

    await user.type(input(/^New password/), 'nova-lozinka-1');
    await user.type(input(/^Confirm the new password/), 'nova-lozinka-2');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText("Passwords don't match")).toBeTruthy();
    expect(document.activeElement).toBe(input(/^Confirm the new password/));
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('changes the password and goes to sign in (same language)', async () => {
    const { posted } = stubApi({
      handle: ({ path }) => (path === '/api/reset-password' ? { success: true, message: 'changed' } : undefined),
    });
    const { router } = renderReset(`/hr/reset-password?token=${TOKEN}`);
    const user = userEvent.setup();
    await user.type(
      await screen.findByLabelText(/^(New password|Nova lozinka)/, { selector: 'input' }),
      'nova-lozinka-1',
    );
    await user.type(
      screen.getByLabelText(/^(Confirm the new password|Potvrdite novu lozinku)/, { selector: 'input' }),
      'nova-lozinka-1',
    );
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/hr/auth'));
    expect(posted('/api/reset-password').map((request) => request.body)).toEqual([
      { token: TOKEN, password: 'nova-lozinka-1' },
    ]);
    expect(useToastStore.getState().current).toMatchObject({ variant: 'success' });
  });

  it('says so when the link has expired, and offers a new one', async () => {
    stubApi({
      handle: ({ path }) =>
        path === '/api/reset-password'
          ? apiError(400, 'token_expired', 'This password reset link has expired.')
          : undefined,
    });
    renderReset(`/reset-password?token=${TOKEN}`);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^New password/, { selector: 'input' }), 'nova-lozinka-1');
    await user.type(input(/^Confirm the new password/), 'nova-lozinka-1');
    await user.keyboard('{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This password reset link has expired. Please ask for a new one.',
    );
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/auth?mode=forgot');
  });

  it('says so when the link has no token', async () => {
    stubApi();
    renderReset('/reset-password');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This password reset link is incomplete or invalid. Please ask for a new one.',
    );
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/auth');
  });
});
