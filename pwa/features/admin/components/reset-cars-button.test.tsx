/** The admin's reset-cars button: a confirmation, POST /api/cars/reset, the cars refreshed; a failure shows an error notice. */
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, useToastStore } from '../../../ui/toast/toast-store';
import { renderApp, stubApi } from '../../auth/testing/auth-test-kit';
import ResetCarsButton from './reset-cars-button';

afterEach(() => {
  cleanup();
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

describe('ResetCarsButton', () => {
  it('asks first, then resets and refreshes the cars', async () => {
    const { posted } = stubApi({
      handle: (request) => (request.path === '/api/cars/reset' ? { message: 'ok', count: 2000 } : undefined),
    });
    const { queryClient } = renderApp({ element: <ResetCarsButton /> });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await userEvent.click(await screen.findByRole('button', { name: 'Reset demo cars (drawn pictures)' }));
    expect(posted('/api/cars/reset')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Reset cars' }));
    await waitFor(() => expect(posted('/api/cars/reset')).toHaveLength(1));
    expect(posted('/api/cars/reset')[0]!.csrfToken).toBeTruthy();
    await waitFor(() => expect(useToastStore.getState().current?.title).toBe('2000 demo cars are ready'));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['cars'] });
  });

  it('shows an error notice when the reset fails', async () => {
    stubApi({
      handle: (request) =>
        request.path === '/api/cars/reset'
          ? new Response('{"code":"reset_running","message":"busy"}', { status: 409 })
          : undefined,
    });
    renderApp({ element: <ResetCarsButton /> });
    await userEvent.click(await screen.findByRole('button', { name: 'Reset demo cars (drawn pictures)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reset cars' }));
    await waitFor(() =>
      expect(useToastStore.getState().current).toMatchObject({
        variant: 'destructive',
        title: 'Could not reset the cars',
      }),
    );
  });
});
