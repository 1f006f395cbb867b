import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { resetReportLimits } from '../../features/errors/report-error';
import { FrameErrorBoundary } from './route-error';

function BrokenHeader(): never {
  throw new Error('The header broke');
}

afterEach(() => {
  cleanup();
  resetReportLimits();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

it('an error in the frame (outside the pages) shows the generic fallback and reports it as the layout’s', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const reports: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/errors/log') reports.push(JSON.parse(String(init?.body)));
      return new Response(
        JSON.stringify(url === '/api/csrf-token' ? { csrfToken: 'token' } : { success: true, id: 'x' }),
        { status: url === '/api/csrf-token' ? 200 : 201 },
      );
    }),
  );
  render(
    <FrameErrorBoundary>
      <BrokenHeader />
    </FrameErrorBoundary>,
  );
  expect(screen.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeTruthy();
  expect(screen.getByText('The header broke')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  await vi.waitFor(() =>
    expect(reports).toEqual([expect.objectContaining({ message: 'The header broke', component: 'AppLayout' })]),
  );
});
