import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../lib/testing/render-with-providers';
import { useAwaitingAskedSearch } from './asked-search';
import { useSearchUrl } from './use-search-url';

/** Every render's search and whether it said it is waiting for another. */
function renderRecorded(url: string) {
  const renders: { brand: string | undefined; awaiting: boolean }[] = [];
  const view = renderWithProviders(
    () => {
      const url = useSearchUrl();
      const awaiting = useAwaitingAskedSearch(url.key);
      renders.push({ brand: url.filters.brand?.[0], awaiting });
      return url;
    },
    { url },
  );
  return { ...view, renders };
}

describe('a search asked for and not yet rendered', () => {
  it('is awaited from the moment it is asked until the router renders its address', async () => {
    const { result, renders } = renderRecorded('/?brand=Toyota');
    renders.length = 0;
    await act(async () => result.current.setSearch({ filters: { brand: ['BMW'] }, sort: result.current.sort }));
    // The router renders a new address in a transition: the render before it still shows Toyota, and says so.
    expect(renders[0]).toEqual({ brand: 'Toyota', awaiting: true });
    expect(renders.at(-1)).toEqual({ brand: 'BMW', awaiting: false });
    expect(renders.filter((render) => render.brand === 'BMW').every((render) => !render.awaiting)).toBe(true);
  });

  it('repeating the rendered search waits for nothing', async () => {
    const { result, renders } = renderRecorded('/?brand=Toyota');
    renders.length = 0;
    await act(async () => result.current.setSearch({ filters: result.current.filters, sort: result.current.sort }));
    expect(renders.every((render) => !render.awaiting)).toBe(true);
  });
});
