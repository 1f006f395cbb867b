import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client';
import { isOnline, reportNetworkFailure, setConnectivityProbe, subscribeConnectivity } from './connectivity';

afterEach(() => vi.useRealTimers());

describe('connectivity', () => {
  it('a request that fails for want of a network makes the app offline until a request gets an answer', async () => {
    let network = false;
    const client = createApiClient({
      fetch: async () => {
        if (!network) throw new TypeError('Failed to fetch');
        return Response.json({ ok: true });
      },
    });
    const changes = vi.fn();
    const unsubscribe = subscribeConnectivity(changes);

    expect(isOnline()).toBe(true);
    await expect(client.get('/api/countries')).rejects.toThrow(TypeError);
    expect(isOnline()).toBe(false);
    expect(changes).toHaveBeenCalledTimes(1);

    // A GET may come from the browser's HTTP cache while offline: that proves nothing.
    network = true;
    await client.get('/api/countries');
    expect(isOnline()).toBe(false);
    await client.post('/api/cars/count', {});
    expect(isOnline()).toBe(true);
    expect(changes).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('a cancelled request or an HTTP error says nothing about the network', async () => {
    const client = createApiClient({
      fetch: async () => new Response('{"code":"server_error","message":"x"}', { status: 503 }),
    });
    await expect(client.get('/api/cars/1')).rejects.toThrow('503');
    expect(isOnline()).toBe(true);

    const aborting = createApiClient({ fetch: async () => Promise.reject(new DOMException('aborted', 'AbortError')) });
    await expect(aborting.get('/api/cars/1')).rejects.toThrow('Request cancelled');
    expect(isOnline()).toBe(true);
  });

  it("the browser's 'online' event and a probe that gets through end the offline state", async () => {
    reportNetworkFailure();
    const unsubscribe = subscribeConnectivity(() => {});
    window.dispatchEvent(new Event('online'));
    expect(isOnline()).toBe(true);
    unsubscribe();

    vi.useFakeTimers();
    let attempts = 0;
    setConnectivityProbe(async () => {
      attempts += 1;
      if (attempts < 3) throw new TypeError('Failed to fetch');
      return new Response(null, { status: 200 });
    });
    reportNetworkFailure();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(isOnline()).toBe(false);
    await vi.advanceTimersByTimeAsync(4_000); // backs off: 2 s, then 4 s, then at most 5 s
    expect(isOnline()).toBe(false);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(attempts).toBe(3);
    expect(isOnline()).toBe(true);
  });

  it('never reports online while the browser says it has no network', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(isOnline()).toBe(false);
    vi.restoreAllMocks();
  });
});
