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

describe('features that need an account', () => {
  it.each([
    ['Email the seller', /email to the seller/],
    ['AI analysis', /AI analysis of this car/],
  ])('signed out, "%s" asks to register for free, with a link to /auth and a way to close', async (button, reason) => {
    const user = userEvent.setup();
    const { router } = await openCarPage(null);
    await waitFor(() => expect(screen.getByRole('button', { name: button }).hasAttribute('disabled')).toBe(false));
    await user.click(screen.getByRole('button', { name: button }));

    const prompt = await screen.findByRole('dialog', { name: 'Registration required' });
    expect(within(prompt).getByText(reason).textContent).toMatch(/free account/);
    const link = within(prompt).getByRole('link', { name: 'Create a free account' });
    expect(link.getAttribute('href')).toBe(`/auth?mode=register&next=${encodeURIComponent(carPath(car))}`);

    await user.click(within(prompt).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Back, Escape or the close button: the prompt is a history dialog like the others.
    await user.click(screen.getByRole('button', { name: button }));
    await screen.findByRole('dialog', { name: 'Registration required' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: button }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Registration required' })).getByRole('link', { name: 'Create a free account' }));
    expect(await screen.findByText('Sign-in page')).toBeTruthy();
    expect(router.state.location.search).toBe(`?mode=register&next=${encodeURIComponent(carPath(car))}`);
  });

  it('the link to /auth keeps the language prefix', async () => {
    const user = userEvent.setup();
    await openCarPage(null, `/hr${carPath(car)}`);
    await waitFor(() => expect(screen.getByRole('button', { name: 'AI analysis' }).hasAttribute('disabled')).toBe(false));
    await user.click(screen.getByRole('button', { name: 'AI analysis' }));
    const link = within(await screen.findByRole('dialog', { name: 'Registration required' })).getByRole('link', { name: 'Create a free account' });
    expect(link.getAttribute('href')).toBe(`/hr/auth?mode=register&next=${encodeURIComponent(`/hr${carPath(car)}`)}`);
  });

  it('signed in, "Email the seller" opens the email dialog (no prompt); the AI analysis is enabled', async () => {
    const user = userEvent.setup();
    await openCarPage(SIGNED_IN_USER);
    expect(screen.getByRole('button', { name: 'AI analysis' }).hasAttribute('disabled')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Email the seller' }));
    expect(await screen.findByRole('dialog', { name: 'Email the seller: Škoda Octavia' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Registration required' })).toBeNull();
  });
});
