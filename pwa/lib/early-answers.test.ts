import { afterEach, expect, it, vi } from 'vitest';
import { peekEarly, startEarly, takeArrivedEarly, takeEarly } from './early-answers';

function answering(status: number, body: unknown) {
  const fetch = vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

it('gives the answer of the address started early once; the next ask goes its usual way', async () => {
  const fetch = answering(200, { id: 7 });
  startEarly('/api/cars/7');
  expect(await takeEarly('/api/cars/8')).toBeNull();
  expect(await takeEarly('/api/cars/7')).toEqual({ id: 7 });
  expect(await takeEarly('/api/cars/7')).toBeNull();
  expect(fetch).toHaveBeenCalledTimes(1);
});

it('gives nothing for a refused or failed request, so the page asks (and reports) its usual way', async () => {
  answering(404, { code: 'not_found' });
  startEarly('/api/cars/9');
  expect(await takeEarly('/api/cars/9')).toBeNull();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
  );
  startEarly('/api/cars/10');
  expect(await takeEarly('/api/cars/10')).toBeNull();
});

it('drops an answer taken too late to be fresh', async () => {
  vi.useFakeTimers();
  answering(200, { id: 11 });
  startEarly('/api/cars/11');
  vi.setSystemTime(Date.now() + 31_000);
  expect(await takeEarly('/api/cars/11')).toBeNull();
});

it('gives an answer synchronously only once it has arrived; one still on its way stays for takeEarly', async () => {
  answering(200, { id: 12 });
  startEarly('/api/cars/12');
  expect(takeArrivedEarly('/api/cars/12')).toBeNull();
  expect(await takeEarly('/api/cars/12')).toEqual({ id: 12 });

  answering(200, { id: 13 });
  startEarly('/api/cars/13');
  await vi.waitFor(() => expect(takeArrivedEarly('/api/cars/13')).toEqual({ id: 13 }));
  expect(takeArrivedEarly('/api/cars/13')).toBeNull();
  expect(await takeEarly('/api/cars/13')).toBeNull();
});

it('lets a part read an early answer without taking it from the page', async () => {
  const fetch = answering(200, { total: 1284 });
  startEarly('/api/cars');
  expect(await peekEarly('/api/cars')).toEqual({ total: 1284 });
  expect(await takeEarly('/api/cars')).toEqual({ total: 1284 });
  expect(await takeEarly('/api/cars')).toBeNull();
  expect(await peekEarly('/api/cars')).toEqual({ total: 1284 });
  expect(fetch).toHaveBeenCalledTimes(1);
});
