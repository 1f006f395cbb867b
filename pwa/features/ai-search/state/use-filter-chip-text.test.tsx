// Its own file: it starts before the gazetteer has been loaded.
import { renderHook, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { ReactNode } from 'react';
import { afterAll, describe, expect, it } from 'vitest';
import { i18n, setLanguage } from '../../../lib/i18n';
import { useFilterChipText } from './use-filter-chip-text';

afterAll(() => setLanguage('en'));

const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;

describe('a place chip', () => {
  it('shows the radius until the place’s name has loaded, never the place’s id, then the place in Croatian', async () => {
    await setLanguage('hr');
    await i18n.loadNamespaces(['ai', 'common']);
    const filters = { near: 'sveti-ivan-zelina', radiusKm: 25 as const };
    const chip = { id: 'near', field: 'near', value: 'sveti-ivan-zelina', radiusKm: 25 } as const;
    const { result } = renderHook(() => useFilterChipText(filters), { wrapper });
    expect(result.current(chip).label).toBe('do 25 km');
    await waitFor(() => expect(result.current(chip).label).toBe('do 25 km od Svetog Ivana Zeline'));
  });
});
