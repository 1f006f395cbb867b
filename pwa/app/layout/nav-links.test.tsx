import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserType } from '@contract/user-roles';
import { makeUser, renderApp, stubApi } from '../../features/auth/testing/auth-test-kit';
import { NavLinks } from './nav-links';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The header's links after the four page links, as [name, href], once `last` shows (the user is known). */
async function linksFor(user: ReturnType<typeof makeUser> | null, url: string, last: string) {
  const { requests } = stubApi({ user });
  renderApp({
    url,
    element: (
      <ul>
        <NavLinks linkClassName="link" />
      </ul>
    ),
  });
  await screen.findByRole('link', { name: last });
  expect(requests.some((request) => request.path === '/api/user')).toBe(true);
  return screen
    .getAllByRole('link')
    .slice(4)
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('the header’s links', () => {
  it('offer "Sell a car" to everyone without a dealer area, in the page’s language', async () => {
    expect(await linksFor(null, '/hr', 'Sell a car')).toEqual([['Sell a car', '/hr/sell']]);
    cleanup();
    expect(await linksFor(makeUser({ userType: 'user' }), '/', 'Sell a car')).toEqual([['Sell a car', '/sell']]);
  });

  it.each<[UserType, string[][]]>([
    ['dealer', [['Dealer dashboard', '/de/dealer-dashboard']]],
    ['premium_dealer', [['Dealer dashboard', '/de/dealer-dashboard']]],
    [
      'admin',
      [
        ['Dealer dashboard', '/de/dealer-dashboard'],
        ['Admin', '/de/admin'],
      ],
    ],
  ])('give a %s the dealer dashboard (and an admin the admin panel)', async (userType, expected) => {
    expect(await linksFor(makeUser({ userType }), '/de', expected.at(-1)![0]!)).toEqual(expected);
  });
});
