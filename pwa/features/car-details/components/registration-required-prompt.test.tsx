import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { carPath } from '@contract/car-id';
import { makeCar } from '@contract/testing/listing-fixture';
import { useParams } from 'react-router-dom';
import type { PublicUser } from '@contract/auth';
import { CarDetailPage } from './car-detail-page';
import { SIGNED_IN_USER, renderDetails, resetDetailsTestState, stubDetailsApi } from '../testing/details-test-kit';

const car = makeCar({ id: 123 });

function CarRoute() {
  const { id = '' } = useParams();
  return <CarDetailPage idSegment={id} />;
}

async function openCarPage(user: PublicUser | null, url = carPath(car)) {
  const api = stubDetailsApi({ cars: [car], user });
  const view = renderDetails({
    routes: [
      { path: '/car/:id', element: <CarRoute /> },
      { path: '/hr/car/:id', element: <CarRoute /> },
      { path: '/auth', element: <p>Sign-in page</p> },
    ],
    url,
  });
  await screen.findByRole('heading', { level: 1, name: 'Škoda Octavia' });
  await waitFor(() => expect(api.requests.some((request) => request.path === '/api/user')).toBe(true));
  return view;
}

afterEach(resetDetailsTestState);

/** The seller's block in the details, and the phones' sticky bar (both carry "Email the seller"). */
const places = {
  'in the seller block': () => within(screen.getByRole('region', { name: 'Seller' })),
  'in the sticky bar': () => within(screen.getByRole('group', { name: 'Contact the seller' })),
};

describe('features that need an account', () => {
  it.each([
    ['Email the seller', 'in the seller block', /email to the seller/],
    ['Email the seller', 'in the sticky bar', /email to the seller/],
    ['AI analysis', 'in the seller block', /AI analysis of this car/],
  ] as const)(
    'signed out, "%s" %s asks to register for free, with a link to /auth and a way to close',
    async (button, place, reason) => {
      const user = userEvent.setup();
      const { router } = await openCarPage(null);
      const scope = places[place];
      await waitFor(() => expect(scope().getByRole('button', { name: button }).hasAttribute('disabled')).toBe(false));
      await user.click(scope().getByRole('button', { name: button }));

      const prompt = await screen.findByRole('dialog', { name: 'Registration required' });
      expect(within(prompt).getByText(reason).textContent).toMatch(/free account/);
      const link = within(prompt).getByRole('link', { name: 'Create a free account' });
      expect(link.getAttribute('href')).toBe(`/auth?mode=register&next=${encodeURIComponent(carPath(car))}`);

      await user.click(within(prompt).getByRole('button', { name: 'Not now' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      // Back, Escape or the close button: the prompt is a history dialog like the others.
      await user.click(scope().getByRole('button', { name: button }));
      await screen.findByRole('dialog', { name: 'Registration required' });
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

      await user.click(scope().getByRole('button', { name: button }));
      await user.click(
        within(await screen.findByRole('dialog', { name: 'Registration required' })).getByRole('link', {
          name: 'Create a free account',
        }),
      );
      expect(await screen.findByText('Sign-in page')).toBeTruthy();
      expect(router.state.location.search).toBe(`?mode=register&next=${encodeURIComponent(carPath(car))}`);
    },
  );

  it('the link to /auth keeps the language prefix', async () => {
    const user = userEvent.setup();
    await openCarPage(null, `/hr${carPath(car)}`);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'AI analysis' }).hasAttribute('disabled')).toBe(false),
    );
    await user.click(screen.getByRole('button', { name: 'AI analysis' }));
    const link = within(await screen.findByRole('dialog', { name: 'Registration required' })).getByRole('link', {
      name: 'Create a free account',
    });
    expect(link.getAttribute('href')).toBe(`/hr/auth?mode=register&next=${encodeURIComponent(`/hr${carPath(car)}`)}`);
  });

  it.each(Object.keys(places) as (keyof typeof places)[])(
    'signed in, "Email the seller" opens the email dialog (no prompt) %s; the AI analysis is enabled',
    async (place) => {
      const user = userEvent.setup();
      await openCarPage(SIGNED_IN_USER);
      // The details render on while their lazily loaded parts (the loan calculator) arrive.
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'AI analysis' }).hasAttribute('disabled')).toBe(false),
      );
      await user.click(places[place]().getByRole('button', { name: 'Email the seller' }));
      expect(await screen.findByRole('dialog', { name: 'Email the seller: Škoda Octavia' })).toBeTruthy();
      // One dialog, whichever button opened it.
      expect(screen.getAllByRole('dialog')).toHaveLength(1);
      expect(screen.queryByRole('dialog', { name: 'Registration required' })).toBeNull();
    },
  );
});
