import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { useHistoryDialog } from './use-history-dialog';

const wrapper = ({ children }: { children: ReactNode }) => <BrowserRouter>{children}</BrowserRouter>;

afterEach(() => window.history.replaceState(null, '', '/'));

describe('a history dialog', () => {
  it('opened while a navigation is still rendering keeps the new address (a search just run is not undone)', async () => {
    window.history.replaceState(null, '', '/de');
    const { result } = renderHook(() => useHistoryDialog('save-search'), { wrapper });
    // The address has the search's filters; the router has not rendered it yet (React Router renders
    // navigations as transitions): the entry it would push, written as it writes its own.
    window.history.pushState({ usr: null, key: 'pending', idx: 1 }, '', '/de?brand=BMW&maxPrice=20000');
    await act(async () => result.current.open());
    expect(window.location.pathname + window.location.search).toBe('/de?brand=BMW&maxPrice=20000');
    expect(result.current.isOpen).toBe(true);
  });
});
