import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { dismissToast, useToastStore } from '../../../ui/toast/toast-store';
import { apiError, renderApp, stubApi } from '../testing/auth-test-kit';
import { RegisterForm } from './register-form';

afterEach(async () => {
  cleanup();
  act(() => dismissToast());
  vi.unstubAllGlobals();
  await setLanguage('en');
});

function renderRegister() {
  const onGoToLogin = vi.fn();
  const view = renderApp({ element: <RegisterForm onGoToLogin={onGoToLogin} onSignedIn={vi.fn()} /> });
  return { ...view, onGoToLogin };
}

const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
const toastNow = () => useToastStore.getState().current;

async function fillIn(
  values: Partial<Record<'username' | 'email' | 'firstName' | 'lastName' | 'password' | 'confirm', string>>,
) {
  const user = userEvent.setup();
  await screen.findByRole('button', { name: 'Create account' });
  const fields = [
    [/^Username/, values.username],
    [/^Email address/, values.email],
    [/^First name/, values.firstName],
    [/^Last name/, values.lastName],
    [/^Password\*?$/, values.password],
    [/^Confirm password/, values.confirm],
  ] as const;
  for (const [label, value] of fields) if (value) await user.type(input(label), value);
  return user;
}

describe('the registration form', () => {
  it('shows the fixed validation messages and focuses the first field with an error', async () => {
    const { requests } = stubApi();
    renderRegister();
    const user = await fillIn({});
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    for (const message of [
      'Username must be at least 3 characters',
      'Invalid email address',
      'Password must be at least 8 characters',
      'Please confirm your password',
    ]) {
      expect(screen.getByText(message)).toBeTruthy();
    }
    expect(document.activeElement).toBe(input(/^Username/));
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it("says the passwords don't match and focuses the confirmation", async () => {
    stubApi();
    renderRegister();
    const user = await fillIn({
      username: 'ana',
      email: 'ana@example.test',
      password: 'dugacka-lozinka',
      confirm: 'dugacka-lozinkA',
    });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText("Passwords don't match")).toBeTruthy();
    expect(document.activeElement).toBe(input(/^Confirm password/));
  });

  it('has the right autocomplete attributes', async () => {
    stubApi();
    renderRegister();
    await fillIn({});
    expect(input(/^Username/).autocomplete).toBe('username');
    expect(input(/^Email address/).autocomplete).toBe('email');
    expect(input(/^First name/).autocomplete).toBe('given-name');
    expect(input(/^Last name/).autocomplete).toBe('family-name');
    expect(input(/^Password\*?$/).autocomplete).toBe('new-password');
    expect(input(/^Confirm password/).autocomplete).toBe('new-password');
  });

  it('registers in the site’s language, then asks to verify the email', async () => {
    const { posted } = stubApi({
      handle: ({ path }) =>
        path === '/api/register'
          ? { success: true, message: 'Registration successful. Please verify your email to continue.' }
          : undefined,
    });
    await setLanguage('de');
    renderRegister();
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Konto erstellen' });
    await user.type(input(/^Benutzername/), 'Jonas.M');
    await user.type(input(/^E-Mail-Adresse/), ' Jonas@Example.TEST ');
    await user.type(input(/^Passwort\*?$/), 'sicheres-passwort');
    await user.type(input(/^Passwort bestätigen/), 'sicheres-passwort');
    await user.click(screen.getByRole('button', { name: 'Konto erstellen' }));

    await screen.findByRole('heading', { name: 'Sehen Sie in Ihr Postfach' });
    expect(posted('/api/register').map((request) => request.body)).toEqual([
      {
        username: 'Jonas.M',
        email: 'jonas@example.test',
        password: 'sicheres-passwort',
        firstName: null,
        lastName: null,
        language: 'de',
      },
    ]);
    expect(toastNow()).toMatchObject({
      title: 'Registrierung erfolgreich',
      description: 'Bitte bestätigen Sie Ihre E-Mail-Adresse, um fortzufahren',
    });
    expect(screen.getByText(/jonas@example\.test/)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Sehen Sie in Ihr Postfach' }));
  });

  it('shows "Registration successful" / "Please verify your email to continue" in English', async () => {
    stubApi({ handle: ({ path }) => (path === '/api/register' ? { success: true, message: 'ok' } : undefined) });
    const { onGoToLogin } = renderRegister();
    const user = await fillIn({
      username: 'ana',
      email: 'ana@example.test',
      firstName: 'Ana',
      password: 'dugacka-lozinka',
      confirm: 'dugacka-lozinka',
    });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByRole('heading', { name: 'Check your inbox' });
    expect(toastNow()).toMatchObject({
      variant: 'success',
      title: 'Registration successful',
      description: 'Please verify your email to continue',
    });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onGoToLogin).toHaveBeenCalled();
  });

  it('marks a taken username on its field and focuses it', async () => {
    stubApi({
      handle: ({ path }) =>
        path === '/api/register'
          ? apiError(409, 'username_taken', 'This username is already taken. Please choose another one.', {
              username: 'This username is already taken. Please choose another one.',
            })
          : undefined,
    });
    renderRegister();
    const user = await fillIn({
      username: 'ana',
      email: 'ana@example.test',
      password: 'dugacka-lozinka',
      confirm: 'dugacka-lozinka',
    });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(document.activeElement).toBe(input(/^Username/)));
    expect(input(/^Username/).getAttribute('aria-invalid')).toBe('true');
    expect(toastNow()).toMatchObject({
      title: 'Registration failed',
      description: 'This username is already taken. Please choose another one.',
    });
  });

  it('falls back to "Could not create account"', async () => {
    stubApi({ handle: ({ path }) => (path === '/api/register' ? apiError(500, 'internal', 'Boom') : undefined) });
    renderRegister();
    const user = await fillIn({
      username: 'ana',
      email: 'ana@example.test',
      password: 'dugacka-lozinka',
      confirm: 'dugacka-lozinka',
    });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(toastNow()).toMatchObject({ title: 'Registration failed', description: 'Could not create account' }),
    );
  });
});
