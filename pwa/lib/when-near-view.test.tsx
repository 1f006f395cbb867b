import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { WhenNearView } from './when-near-view';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A stand-in observer the test moves into view, recording the margin it was given. */
function stubObserver() {
  const observers: { callback: IntersectionObserverCallback; margin?: string }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observers.push({ callback, margin: options?.rootMargin });
      }
      observe() {}
      disconnect() {}
    },
  );
  return {
    observers,
    scrollNear: (isIntersecting: boolean) =>
      act(() => {
        for (const { callback } of observers)
          callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
      }),
  };
}

it('renders its part only once its place comes near the screen', () => {
  const { observers, scrollNear } = stubObserver();
  render(
    <WhenNearView margin="200px">
      <p>Loan</p>
    </WhenNearView>,
  );
  expect(screen.queryByText('Loan')).toBeNull();
  expect(observers[0]?.margin).toBe('200px');
  scrollNear(false);
  expect(screen.queryByText('Loan')).toBeNull();
  scrollNear(true);
  expect(screen.getByText('Loan')).toBeTruthy();
});

it('renders its part at once where the browser cannot tell what is on screen', async () => {
  vi.stubGlobal('IntersectionObserver', undefined);
  render(
    <WhenNearView>
      <p>Loan</p>
    </WhenNearView>,
  );
  expect(await screen.findByText('Loan')).toBeTruthy();
});
