import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, renderApp, stubApi } from '../testing/auth-test-kit';
import { VerifyEmailPage } from './verify-email-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TOKEN = 'b'.repeat(43);

function renderVerify(url: string) {
  return renderApp({
    url,
    element: (
      <StrictMode>
        <VerifyEmailPage />
      </StrictMode>
    ),
  });
}

describe('the email verification page', () => {
  it('sends the token once as it opens and shows the success page with the way to sign in', async () => {
    const { posted } = stubApi({
      handle: ({ path }) => (path === '/api/verify-email' ? { success: true, message: 'verified' } : undefined),
    });
    renderVerify(`/hr/verify-success?token=${TOKEN}`);
    await screen.findByRole('heading', { level: 1, name: 'Your email address is verified!' });
    expect(posted('/api/verify-email').map((request) => request.body)).toEqual([{ token: TOKEN }]);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/hr/auth');
  });

  it.each([
    ['token_expired', 'This verification link has expired. Please ask for a new one.'],
    ['token_used', 'This verification link has already been used. If your email address is verified, you can sign in.'],
    ['token_invalid', 'This verification link is not valid. Please ask for a new one.'],
  ])('explains %s and offers to resend the link', async (code, message) => {
    const { posted } = stubApi({
      handle: ({ path }) => {
        if (path === '/api/verify-email') return apiError(400, code, 'refused');
        if (path === '/api/resend-verification') return { success: true, message: 'sent' };
        return undefined;
      },
    });
    renderVerify(`/verify-success?token=${TOKEN}`);
    expect((await screen.findByText(message)).getAttribute('role')).toBe('alert');
    await screen.findByRole('heading', { level: 1, name: "We couldn't confirm your email address" });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Email address/), 'ana@example.test');
    await user.click(screen.getByRole('button', { name: 'Send a new link' }));
    await screen.findByText(
      'If an account with this email address is waiting for verification, we have sent it a new link.',
    );
    expect(posted('/api/resend-verification').map((request) => request.body)).toEqual([{ email: 'ana@example.test' }]);
  });

  it('does not call the API for a link without a token', async () => {
    const { requests } = stubApi();
    renderVerify('/verify-success');
    expect(
      (
        await screen.findByText('This verification link is incomplete or invalid. Please ask for a new one.')
      ).getAttribute('role'),
    ).toBe('alert');
    expect(requests.filter((request) => request.path === '/api/verify-email')).toEqual([]);
  });

  it('offers to try again after a failure on the way', async () => {
    let fail = true;
    stubApi({
      handle: ({ path }) => {
        if (path !== '/api/verify-email') return undefined;
        return fail ? apiError(500, 'internal', 'Boom') : { success: true, message: 'verified' };
      },
    });
    renderVerify(`/verify-success?token=${TOKEN}`);
    await screen.findByText('Something went wrong while confirming your email address. Please try again.');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { level: 1, name: 'Your email address is verified!' });
  });
});
