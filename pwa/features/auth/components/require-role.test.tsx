import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserType } from '@contract/auth';
import { LocationProbe, makeUser, renderApp, stubApi } from '../testing/auth-test-kit';
import { RequireRole, type ProtectedArea } from './require-role';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderGuarded(url: string, area: ProtectedArea) {
  const page = (
    <RequireRole area={area}>
      <h1>Inside the {area} area</h1>
    </RequireRole>
  );
  return renderApp({
    url,
    routes: [
      { path: '/admin', element: page },
      { path: '/hr/admin', element: page },
      { path: '/de/dealer-dashboard', element: page },
      { path: '/dealer-dashboard', element: page },
      { path: '/auth', element: <LocationProbe label="sign-in page" /> },
      { path: '/hr/auth', element: <LocationProbe label="sign-in page" /> },
      { path: '/de/auth', element: <LocationProbe label="sign-in page" /> },
    ],
  });
}

const landedOn = () => screen.findByTestId('location').then((probe) => probe.textContent);

describe('protected routes', () => {
  it('show a spinner while the user loads', async () => {
    const pending: ((response: Response) => void)[] = [];
    // Resolves once the guard has actually asked for the user, so the answer below cannot get lost.
    const asked = new Promise<void>((requested) => {
      stubApi({
        handle: ({ path }) => {
          if (path !== '/api/user') return undefined;
          requested();
          return new Promise<Response>((resolve) => pending.push(resolve));
        },
      });
    });
    renderGuarded('/admin', 'admin');
    expect((await screen.findByRole('status')).textContent).toContain('Checking your account…');
    expect(screen.queryByRole('heading')).toBeNull();
    await asked;
    for (const resolve of pending)
      resolve(new Response(JSON.stringify(makeUser({ userType: 'admin' })), { status: 200 }));
    await screen.findByRole('heading', { name: 'Inside the admin area' }, { timeout: 5000 });
  });

  it('send a signed-out visitor to /auth, remembering the page', async () => {
    stubApi({ user: null });
    renderGuarded('/admin?tab=logs', 'admin');
    expect(await landedOn()).toBe(
      `sign-in page /auth?next=${encodeURIComponent('/admin?tab=logs')} {"forbidden":false}`,
    );
  });

  it('keep the language prefix: /hr/admin goes to /hr/auth', async () => {
    stubApi({ user: null });
    renderGuarded('/hr/admin', 'admin');
    expect(await landedOn()).toBe('sign-in page /hr/auth?next=%2Fhr%2Fadmin {"forbidden":false}');
  });

  it.each<[ProtectedArea, UserType, boolean]>([
    ['admin', 'admin', true],
    ['admin', 'dealer', false],
    ['admin', 'premium_dealer', false],
    ['admin', 'user', false],
    ['dealer', 'dealer', true],
    ['dealer', 'premium_dealer', true],
    ['dealer', 'admin', true],
    ['dealer', 'user', false],
  ])('the %s area lets a %s in: %s', async (area, userType, allowed) => {
    stubApi({ user: makeUser({ userType }) });
    const url = area === 'admin' ? '/admin' : '/de/dealer-dashboard';
    renderGuarded(url, area);
    if (allowed) {
      await screen.findByRole('heading', { name: `Inside the ${area} area` });
    } else {
      const prefix = area === 'admin' ? '' : '/de';
      expect(await landedOn()).toBe(`sign-in page ${prefix}/auth?next=${encodeURIComponent(url)} {"forbidden":true}`);
    }
  });

  it('offer to try again when the user could not be loaded (offline)', async () => {
    let fail = true;
    stubApi({
      user: makeUser({ userType: 'admin' }),
      handle: ({ path }) => {
        if (path === '/api/user' && fail) throw new TypeError('Failed to fetch');
        return undefined;
      },
    });
    renderGuarded('/admin', 'admin');
    await screen.findByRole('heading', { name: "We couldn't check your account" });
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Inside the admin area' })).toBeTruthy());
  });
});
