import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Car } from '@contract/car';
import { carPath } from '@contract/car-id';
import { makeCar } from '@contract/testing/listing-fixture';
import { useOpenDialogs } from '../../../lib/use-history-dialog';
import { Button } from '../../../ui/button';
import { carKeys } from '../../cars';
import { useOpenCarDetails } from '../hooks/use-open-car-details';
import { CarDetailDialog } from './car-detail-dialog';
import { ViewDetailsButton } from './view-details-button';
import { renderDetails, resetDetailsTestState, stubDetailsApi, testQueryClient } from '../testing/details-test-kit';

const golf = makeCar({ id: 31, brand: 'Volkswagen', model: 'Golf', modelDescription: '1.5 TSI Life', viewCount: 9 });
const polo = makeCar({ id: 32, brand: 'Volkswagen', model: 'Polo', modelDescription: '1.0 TSI', viewCount: 3 });

/** The home page as far as the details go: something that opens a car, the dialog, and the open dialogs. */
function Home({ cars }: { cars: Car[] }) {
  const openCarDetails = useOpenCarDetails();
  const dialogs = useOpenDialogs();
  return (
    <>
      {cars.map((car) => (
        <Button key={car.id} onPress={() => openCarDetails(car)}>
          Open {car.model}
        </Button>
      ))}
      <p data-testid="dialogs">{dialogs.map((dialog) => `${dialog.name}:${dialog.value}`).join(' ')}</p>
      <CarDetailDialog />
    </>
  );
}

const homeRoutes = (cars: Car[]) => [
  { path: '/', element: <Home cars={cars} /> },
  { path: '/hr', element: <Home cars={cars} /> },
];

function renderHome(cars: Car[] = [golf, polo], queryClient = testQueryClient()) {
  return renderDetails({ routes: homeRoutes(cars), queryClient });
}

const dialogsInHistory = () => screen.getByTestId('dialogs').textContent;

afterEach(resetDetailsTestState);

describe('the car details dialog', () => {
  it('opens from useOpenCarDetails as a history entry and closes with Escape, focus back on the opener', async () => {
    stubDetailsApi({ cars: [golf, polo] });
    // A tab with history behind the page, as in a browser (closing a dialog this page opened then goes back).
    window.history.pushState(null, '', window.location.href);
    const user = userEvent.setup();
    const { router } = renderHome();
    const opener = await screen.findByRole('button', { name: 'Open Golf' });
    await user.click(opener);

    const dialog = await screen.findByRole('dialog', { name: 'Volkswagen Golf' });
    expect(await within(dialog).findByText('1.5 TSI Life')).toBeTruthy();
    expect(await within(dialog).findByRole('heading', { name: 'Complete Car Details' })).toBeTruthy();
    expect(dialogsInHistory()).toBe('car:31');
    expect(router.state.historyAction).toBe('PUSH');
    // The car's own address is in the location bar, the page under the dialog stays.
    expect(router.state.location.pathname).toBe(carPath(golf));
    expect(screen.getByRole('button', { name: 'Open Polo', hidden: true })).toBeTruthy();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(dialogsInHistory()).toBe('');
    // Closing went back: the entry the dialog pushed is gone.
    expect(router.state.historyAction).toBe('POP');
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('closes with the browser back button, and forward opens it again', async () => {
    stubDetailsApi({ cars: [golf] });
    const { router } = renderHome([golf]);
    await userEvent.click(await screen.findByRole('button', { name: 'Open Golf' }));
    expect(await screen.findByRole('dialog', { name: 'Volkswagen Golf' })).toBeTruthy();

    await router.navigate(-1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/');

    await router.navigate(1);
    expect(await screen.findByRole('dialog', { name: 'Volkswagen Golf' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(carPath(golf));
  });

  it("closing a car that arrived with the entry (a reload) brings back the page's own address", async () => {
    stubDetailsApi({ cars: [golf] });
    const user = userEvent.setup();
    const under = { pathname: '/hr', search: '?brand=Volkswagen', hash: '', by: 'car', address: `/hr${carPath(golf)}` };
    const { router } = renderDetails({
      routes: homeRoutes([golf]),
      url: { pathname: under.address, state: { dialogs: [{ name: 'car', value: golf.id }], under } },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Volkswagen Golf' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location).toMatchObject({ pathname: '/hr', search: '?brand=Volkswagen' });
  });

  it('"Back to search" and the close button close it', async () => {
    stubDetailsApi({ cars: [golf] });
    const user = userEvent.setup();
    renderHome([golf]);
    await user.click(await screen.findByRole('button', { name: 'Open Golf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Volkswagen Golf' });
    await user.click(within(dialog).getByRole('button', { name: /Back to search/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Open Golf' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Volkswagen Golf' })).getByRole('button', { name: 'Close' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(dialogsInHistory()).toBe('');
  });

  it('counts one view per opening, not per render, and shows the new count in place everywhere', async () => {
    const api = stubDetailsApi({ cars: [golf, polo] });
    const user = userEvent.setup();
    const queryClient = testQueryClient();
    const request = { sort: 'price_asc' as const, page: 1, pageSize: 8 };
    queryClient.setQueryData(carKeys.result(request), {
      cars: [golf, polo],
      total: 2,
      page: 1,
      pageSize: 8,
      source: 'network',
      receivedAt: Date.now(),
    });
    renderHome([golf, polo], queryClient);

    await user.click(await screen.findByRole('button', { name: 'Open Golf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Volkswagen Golf' });
    await waitFor(() => expect(viewsIn(dialog)).toBe('10'));
    // The result page shows the new count too.
    const page = () =>
      queryClient.getQueryData<{ cars: Car[] }>(carKeys.result(request))?.cars.find((car) => car.id === 31);
    expect(page()?.viewCount).toBe(10);
    // Re-renders (revealing the phone number) count nothing more.
    await user.click(await within(dialog).findByRole('button', { name: 'Show phone number' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.views()).toBe(1);
    // The car came from the result page: no request for it.
    expect(api.carRequests()).toEqual([]);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Open Golf' }));
    await waitFor(() => expect(viewsIn(screen.getByRole('dialog', { name: 'Volkswagen Golf' }))).toBe('11'));
    expect(api.views()).toBe(2);
  });

  it('the card button prefetches the car on hover and opens it, named after the car', async () => {
    const api = stubDetailsApi({ cars: [golf, polo] });
    const user = userEvent.setup();
    function Cards() {
      return (
        <>
          <ViewDetailsButton car={golf} />
          <ViewDetailsButton car={polo} />
          <CarDetailDialog />
        </>
      );
    }
    renderDetails({ routes: [{ path: '/', element: <Cards /> }] });
    const button = await screen.findByRole('button', { name: 'View details, Volkswagen Polo' });
    expect(screen.getByRole('button', { name: 'View details, Volkswagen Golf' })).toBeTruthy();

    await user.hover(button);
    await waitFor(() => expect(api.carRequests().map((request) => request.path)).toEqual(['/api/cars/32']));
    await user.click(button);
    expect(await screen.findByRole('dialog', { name: 'Volkswagen Polo' })).toBeTruthy();
    expect(api.carRequests()).toHaveLength(1);
  });

  it('stacks the registration prompt on top: Escape closes only the prompt', async () => {
    stubDetailsApi({ cars: [golf] });
    const user = userEvent.setup();
    renderHome([golf]);
    await user.click(await screen.findByRole('button', { name: 'Open Golf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Volkswagen Golf' });
    const analysis = await within(dialog).findByRole('button', { name: 'AI analysis' });
    await waitFor(() => expect(analysis.hasAttribute('disabled')).toBe(false));
    await user.click(analysis);
    expect(await screen.findByRole('dialog', { name: 'Registration required' })).toBeTruthy();
    expect(dialogsInHistory()).toBe('car:31 registration:analysis');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Registration required' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Volkswagen Golf' })).toBeTruthy();
    expect(dialogsInHistory()).toBe('car:31');
  });

  it('an entry whose value is no car id says the car could not be found', async () => {
    const api = stubDetailsApi({ cars: [golf] });
    const { router } = renderHome([golf]);
    await screen.findByRole('button', { name: 'Open Golf' });
    await router.navigate('/', { state: { dialogs: [{ name: 'car', value: 'nonsense' }] } });
    const dialog = await screen.findByRole('dialog', { name: 'Car details' });
    expect(within(dialog).getByText("The car you're looking for could not be found.")).toBeTruthy();
    expect(api.carRequests()).toEqual([]);
  });

  it('says so when the car cannot be found', async () => {
    stubDetailsApi({ cars: [] });
    renderHome([golf]);
    await userEvent.click(await screen.findByRole('button', { name: 'Open Golf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Car details' });
    expect(await within(dialog).findByText("The car you're looking for could not be found.")).toBeTruthy();
  });
});

function viewsIn(container: HTMLElement): string | undefined {
  return within(container).getByText('Views').nextElementSibling?.textContent ?? undefined;
}
