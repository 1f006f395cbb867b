import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { carPath } from '@contract/car-id';
import { makeCar } from '@contract/testing/listing-fixture';
import { useParams } from 'react-router-dom';
import { useToastStore } from '../../../ui/toast/toast-store';
import { CarDetailPage } from './car-detail-page';
import { renderDetails, resetDetailsTestState, setClipboard, stubDetailsApi } from '../testing/details-test-kit';

const car = makeCar({
  id: 44,
  seller: { name: 'Auto Kovač d.o.o.', type: 'dealer', phone: '+385 91 234 5678', email: null },
});

function CarRoute() {
  const { id = '' } = useParams();
  return <CarDetailPage idSegment={id} />;
}

async function openCarPage() {
  const api = stubDetailsApi({ cars: [car] });
  const user = userEvent.setup(); // before setClipboard: user-event puts in a clipboard of its own
  renderDetails({ routes: [{ path: '/car/:id', element: <CarRoute /> }], url: carPath(car) });
  await screen.findByRole('heading', { level: 1, name: 'Škoda Octavia' });
  await screen.findByRole('region', { name: 'Seller' }); // one render after the photo and the key facts
  return Object.assign(user, {
    reveals: () =>
      api.requests.filter((request) => request.method === 'POST' && request.path === '/api/cars/44/phone-reveal')
        .length,
  });
}

const sellerBlock = () => within(screen.getByRole('region', { name: 'Seller' }));
const stickyBar = () => within(screen.getByRole('group', { name: 'Contact the seller' }));

afterEach(resetDetailsTestState);

describe('calling the seller', () => {
  it('hides the number until asked, then shows it as a tel: link to copy, then says it was copied', async () => {
    const user = await openCarPage();
    const writeText = vi.fn(async () => {});
    setClipboard({ writeText });

    expect(sellerBlock().queryByText('+385 91 234 5678')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show phone number' }));

    const number = sellerBlock().getByRole('link', { name: 'Call +385 91 234 5678' });
    expect(number.textContent).toBe('+385 91 234 5678');
    expect(number.getAttribute('href')).toBe('tel:+385912345678');
    expect(document.activeElement).toBe(number);
    expect(screen.queryByRole('button', { name: 'Show phone number' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Copy number' }));
    expect(writeText).toHaveBeenCalledWith('+385 91 234 5678');
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(screen.getByText('Phone number copied')).toBeTruthy();
    expect(useToastStore.getState().current).toBeNull();
  });

  it('the sticky bar calls the seller (a tel: link); a reveal is counted once per opening, by either way', async () => {
    const user = await openCarPage();
    const call = stickyBar().getByRole('link', { name: 'Call +385 91 234 5678' });
    expect(call.getAttribute('href')).toBe('tel:+385912345678');
    expect(call.textContent).toBe('Call');
    // jsdom cannot follow tel: links; the click still reaches the page's handler.
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    fireEvent.click(call);
    await waitFor(() => expect(user.reveals()).toBe(1));
    await user.click(sellerBlock().getByRole('button', { name: 'Show phone number' }));
    fireEvent.click(call);
    expect(user.reveals()).toBe(1);
  });

  it('showing the number counts one reveal', async () => {
    const user = await openCarPage();
    await user.click(sellerBlock().getByRole('button', { name: 'Show phone number' }));
    await waitFor(() => expect(user.reveals()).toBe(1));
  });

  it.each([
    ['the browser has no clipboard', undefined],
    ['the clipboard refuses', { writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) }],
  ])('when %s, a destructive toast asks to copy the number by hand', async (_case, clipboard) => {
    const user = await openCarPage();
    setClipboard(clipboard);
    await user.click(screen.getByRole('button', { name: 'Show phone number' }));
    await user.click(screen.getByRole('button', { name: 'Copy number' }));

    await waitFor(() =>
      expect(useToastStore.getState().current).toMatchObject({
        title: 'Copy failed',
        description: 'Please copy the number manually',
        variant: 'destructive',
      }),
    );
    expect(screen.getByText('Copy failed')).toBeTruthy();
    expect(screen.getByText('Please copy the number manually')).toBeTruthy();
    // Not "Copied"; the number stays there, selected for copying by hand.
    expect(screen.getByRole('button', { name: 'Copy number' })).toBeTruthy();
    expect(window.getSelection()?.toString()).toBe('+385 91 234 5678');
  });
});
