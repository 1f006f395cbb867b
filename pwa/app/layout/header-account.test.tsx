import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HeaderAccount } from './header-account';
import { api } from '../../lib/api-client';
import { dismissToast, useToastStore } from '../../ui/toast/toast-store';
import { userKeys } from '../../features/auth/api/get-current-user';
import { apiError, makeUser, renderApp, stubApi } from '../../features/auth/testing/auth-test-kit';

afterEach(() => {
  cleanup();
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

const toastNow = () => useToastStore.getState().current;

describe('the header’s account slot', () => {
  it('offers "Sign in" when signed out', async () => {
    stubApi({ user: null });
    renderApp({ url: '/hr', element: <HeaderAccount /> });
    const link = await screen.findByRole('link', { name: 'Sign in' });
    expect(link.getAttribute('href')).toBe('/hr/auth');
  });

  it.each([
    [{ firstName: 'ivana', username: 'ivana_h' }, 'I', 'ivana'],
    [{ firstName: null, username: 'šime' }, 'Š', 'šime'],
    [{ firstName: '  ', username: 'bruno' }, 'B', 'bruno'],
  ])('shows the avatar letter and the name of %j', async (names, letter, name) => {
    stubApi({ user: makeUser(names) });
    renderApp({ element: <HeaderAccount /> });
    const button = await screen.findByRole('button', { name: `Account: ${name}` });
    expect(button.textContent).toBe(`${letter}${name}`);
  });

  it('gives dealers, premium dealers and admins the dealer dashboard, not users', async () => {
    for (const [userType, hasLink] of [
      ['dealer', true],
      ['premium_dealer', true],
      ['admin', true],
      ['user', false],
    ] as const) {
      stubApi({ user: makeUser({ userType }) });
      // Under /de the link keeps the prefix (the texts follow i18next's language, English here).
      renderApp({ url: '/de', element: <HeaderAccount /> });
      await userEvent.setup().click(await screen.findByRole('button', { name: 'Account: Marko' }));
      // The menu's code arrives on the press (ui/menu-button.tsx); the press opens it once it is here.
      await screen.findByRole('menu', { name: 'Account: Marko' });
      const link = screen.queryByRole('menuitem', { name: 'Dealer dashboard' });
      expect(Boolean(link), userType).toBe(hasLink);
      if (link) expect(link.getAttribute('href')).toBe('/de/dealer-dashboard');
      cleanup();
      vi.unstubAllGlobals();
    }
  });

  it('gives admins the admin panel, in their language, and nobody else', async () => {
    for (const [userType, hasLink] of [
      ['admin', true],
      ['dealer', false],
      ['premium_dealer', false],
      ['user', false],
    ] as const) {
      stubApi({ user: makeUser({ userType }) });
      renderApp({ url: '/hr', element: <HeaderAccount /> });
      await userEvent.setup().click(await screen.findByRole('button', { name: 'Account: Marko' }));
      await screen.findByRole('menu', { name: 'Account: Marko' });
      const link = screen.queryByRole('menuitem', { name: 'Admin' });
      expect(Boolean(link), userType).toBe(hasLink);
      if (link) expect(link.getAttribute('href')).toBe('/hr/admin');
      cleanup();
      vi.unstubAllGlobals();
    }
  });

  it('signs out: the user cleared, the CSRF token forgotten, "Logged out successfully"', async () => {
    const { posted } = stubApi({
      user: makeUser(),
      handle: ({ path }) =>
        path === '/api/logout' ? { success: true, message: 'Logged out successfully' } : undefined,
    });
    const { queryClient } = renderApp({ element: <HeaderAccount /> });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Account: Marko' }));
    const reset = vi.spyOn(api, 'resetCsrfToken');
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));

    await screen.findByRole('link', { name: 'Sign in' });
    expect(posted('/api/logout')).toHaveLength(1);
    expect(queryClient.getQueryData(userKeys.current)).toBeNull();
    expect(reset).toHaveBeenCalled();
    expect(toastNow()).toMatchObject({
      variant: 'success',
      title: 'Logged out successfully',
      description: 'You have been logged out',
    });
  });

  it('says "Logout Failed" when signing out fails, and stays signed in', async () => {
    stubApi({
      user: makeUser(),
      handle: ({ path }) => (path === '/api/logout' ? apiError(500, 'internal', 'Boom') : undefined),
    });
    renderApp({ element: <HeaderAccount /> });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Account: Marko' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() =>
      expect(toastNow()).toMatchObject({
        variant: 'destructive',
        title: 'Logout Failed',
        description: 'There was a problem logging you out. Please try again.',
      }),
    );
    expect(screen.getByRole('button', { name: 'Account: Marko' })).toBeTruthy();
  });

  it('opens with the keyboard on the first entry, closes on Escape and gives focus back to its button', async () => {
    stubApi({ user: makeUser({ userType: 'admin' }) });
    renderApp({ element: <HeaderAccount /> });
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'Account: Marko' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    button.focus();
    await user.keyboard('{ArrowDown}');
    const first = await screen.findByRole('menuitem', { name: 'Saved searches' });
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Sign out' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    // react-aria gives the focus back once the popover has gone, a frame later.
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('in the mobile menu lays everything out, full width', async () => {
    stubApi({ user: makeUser({ userType: 'dealer' }) });
    const onNavigate = vi.fn();
    renderApp({ element: <HeaderAccount variant="menu" onNavigate={onNavigate} /> });
    const block = await screen.findByRole('region', { name: 'Account: Marko' });
    expect(block.textContent).toContain('Marko Kovač');
    expect(block.textContent).toContain('marko@example.test');
    expect(screen.getByRole('link', { name: 'Dealer dashboard' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });
});
