import { onlineManager, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, makeUser, stubApi, testQueryClient } from '../testing/auth-test-kit';
import { DEVICE_ACCOUNT_KEY } from './device-account';
import {
  currentUserQueryOptions,
  forgetSignedInUser,
  getCurrentUser,
  rememberSignedInUser,
  userKeys,
} from './get-current-user';

const offline = () => {
  throw new TypeError('Failed to fetch');
};

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  onlineManager.setOnline(true);
});

describe('who is signed in, with the device offline', () => {
  it('keeps the account the server named, its public details only', async () => {
    stubApi({ user: makeUser() });
    await expect(getCurrentUser()).resolves.toEqual(makeUser());
    expect(JSON.parse(localStorage.getItem(DEVICE_ACCOUNT_KEY)!)).toEqual(makeUser());
  });

  it('answers from the device when the server cannot be reached (offline, or a gateway failing)', async () => {
    stubApi({ user: makeUser() });
    await getCurrentUser();
    stubApi({ handle: ({ path }) => (path === '/api/user' ? offline() : undefined) });
    await expect(getCurrentUser()).resolves.toEqual({ ...makeUser(), fromDevice: true });
    stubApi({
      handle: ({ path }) => (path === '/api/user' ? apiError(503, 'unavailable', 'Service Unavailable') : undefined),
    });
    await expect(getCurrentUser()).resolves.toMatchObject({ id: 'u1', fromDevice: true });
  });

  it('without a kept account, offline is still an error (not "signed out")', async () => {
    stubApi({ handle: ({ path }) => (path === '/api/user' ? offline() : undefined) });
    await expect(getCurrentUser()).rejects.toThrow(TypeError);
  });

  it('a 401 means signed out: the kept account is dropped', async () => {
    stubApi({ user: makeUser() });
    await getCurrentUser();
    stubApi({ user: null });
    await expect(getCurrentUser()).resolves.toBeNull();
    expect(localStorage.getItem(DEVICE_ACCOUNT_KEY)).toBeNull();
  });

  it('never keeps a token: sign-in stores the user without the CSRF token; sign-out forgets it', () => {
    const client = testQueryClient();
    rememberSignedInUser(client, { ...makeUser(), csrfToken: 'secret-csrf' } as ReturnType<typeof makeUser>);
    expect(localStorage.getItem(DEVICE_ACCOUNT_KEY)).not.toContain('secret-csrf');
    expect(JSON.parse(localStorage.getItem(DEVICE_ACCOUNT_KEY)!)).toEqual(makeUser());
    forgetSignedInUser(client);
    expect(localStorage.getItem(DEVICE_ACCOUNT_KEY)).toBeNull();
  });

  it('ignores a kept copy that is not an account', async () => {
    localStorage.setItem(DEVICE_ACCOUNT_KEY, JSON.stringify({ id: 'u1', userType: 'root' }));
    stubApi({ handle: ({ path }) => (path === '/api/user' ? offline() : undefined) });
    await expect(getCurrentUser()).rejects.toThrow(TypeError);
    expect(localStorage.getItem(DEVICE_ACCOUNT_KEY)).toBeNull();
  });

  it('asks the server again when back online: a session that ended meanwhile becomes "signed out"', async () => {
    stubApi({ user: makeUser() });
    await getCurrentUser();
    onlineManager.setOnline(false);
    stubApi({ handle: ({ path }) => (path === '/api/user' ? offline() : undefined) });
    const client = testQueryClient();
    client.mount(); // As QueryClientProvider does: it then hears the connection come back.
    const observer = new QueryObserver(client, currentUserQueryOptions());
    const stop = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(client.getQueryData(userKeys.current)).toMatchObject({ id: 'u1', fromDevice: true }));

    const { requests } = stubApi({ user: null });
    onlineManager.setOnline(true);
    await vi.waitFor(() => expect(client.getQueryData(userKeys.current)).toBeNull());
    expect(requests.filter((request) => request.path === '/api/user')).toHaveLength(1);
    stop();
    client.unmount();
  });

  it('a user the server named is not asked for again on reconnect (never stale)', async () => {
    const { requests } = stubApi({ user: makeUser() });
    const client = testQueryClient();
    client.mount(); // As QueryClientProvider does: it then hears the connection come back.
    const observer = new QueryObserver(client, currentUserQueryOptions());
    const stop = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(client.getQueryData(userKeys.current)).toEqual(makeUser()));
    onlineManager.setOnline(false);
    onlineManager.setOnline(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests.filter((request) => request.path === '/api/user')).toHaveLength(1);
    stop();
    client.unmount();
  });
});
