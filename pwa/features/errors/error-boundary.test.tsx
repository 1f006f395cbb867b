import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastRegion } from '../../ui/toast/toast-region';
import { dismissToast } from '../../ui/toast/toast-store';
import { ErrorBoundary } from './error-boundary';
import { componentFromStack, resetReportLimits } from './report-error';

let broken = true;
function CarPrice() {
  if (broken) throw new TypeError("Cannot read properties of undefined (reading 'price')");
  return <p>€18,500</p>;
}

function Page() {
  const [key] = useState(0);
  return (
    <>
      <ErrorBoundary key={key}>
        <CarPrice />
      </ErrorBoundary>
      <ToastRegion />
    </>
  );
}

afterEach(() => {
  cleanup();
  resetReportLimits();
  act(() => dismissToast());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ErrorBoundary', () => {
  it('shows the fallback, reports the error, toasts it, and Try Again renders the page again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const calls: { url: string; init?: RequestInit }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push({ url, init });
        return new Response(
          JSON.stringify(url === '/api/csrf-token' ? { csrfToken: 'token' } : { success: true, id: 'x' }),
          { status: url === '/api/csrf-token' ? 200 : 201 },
        );
      }),
    );
    broken = true;
    render(<Page />);

    expect(screen.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeTruthy();
    // The fallback shows the message; the destructive toast is titled 'Error' and announced assertively.
    expect(screen.getAllByText("Cannot read properties of undefined (reading 'price')").length).toBeGreaterThanOrEqual(
      2,
    );
    expect(screen.getByRole('listitem').textContent).toContain('Error');
    expect(
      screen
        .getAllByRole('alert')
        .some((alert) => alert.textContent === "Error. Cannot read properties of undefined (reading 'price')"),
    ).toBe(true);

    await vi.waitFor(() => expect(calls.some((call) => call.url === '/api/errors/log')).toBe(true));
    const report = calls.find((call) => call.url === '/api/errors/log')!;
    expect(new Headers(report.init?.headers).get('X-CSRF-Token')).toBe('token');
    expect(JSON.parse(String(report.init?.body))).toMatchObject({
      errorType: 'TypeError',
      message: "Cannot read properties of undefined (reading 'price')",
      component: 'CarPrice',
      route: '/',
      userAgent: expect.any(String),
      stack: expect.stringContaining('TypeError'),
    });

    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('€18,500')).toBeTruthy();
  });

  it('only logs to the console when the report fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    broken = true;
    render(<Page />);
    await vi.waitFor(() =>
      expect(logged.mock.calls.some(([message]) => message === 'Could not report the error')).toBe(true),
    );
    expect(screen.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeTruthy();
  });
});

describe('ErrorBoundary and a part of the app that failed to load', () => {
  const moduleError = () =>
    new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/car-details-1a2b.js');
  function LazyPart(): never {
    throw moduleError();
  }

  it('reloads the page once instead of showing the error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    sessionStorage.clear();
    render(
      <ErrorBoundary>
        <LazyPart />
      </ErrorBoundary>,
    );
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('after a reload that did not help, says so in words (never the module address) and Try Again reloads', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 201 })),
    );
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    sessionStorage.setItem('chunk-load-reloaded-at', String(Date.now()));
    render(
      <>
        <ErrorBoundary>
          <LazyPart />
        </ErrorBoundary>
        <ToastRegion />
      </>,
    );
    expect(reload).not.toHaveBeenCalled();
    expect(
      screen.getAllByText('Part of the app could not be loaded. Check your connection and try again.').length,
    ).toBeGreaterThanOrEqual(2);
    expect(document.body.textContent).not.toContain('/assets/');
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(reload).toHaveBeenCalledTimes(1);
    sessionStorage.clear();
  });
});

describe('componentFromStack', () => {
  it('takes the first component of a React component stack', () => {
    expect(componentFromStack('\n    at CarPrice (http://x/car.tsx:3:9)\n    at ErrorBoundary')).toBe('CarPrice');
    expect(componentFromStack('\nCarPrice@http://x/car.tsx:3:9')).toBe('CarPrice');
    expect(componentFromStack(undefined)).toBeNull();
  });
});
