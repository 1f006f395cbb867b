import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyWeeklyHours } from '@contract/opening-hours';
import type { SellerProfile } from '@contract/seller-profile';
import { setLanguage } from '../../../lib/i18n';
import { dismissToast } from '../../../ui/toast/toast-store';
import { apiError, stubApi } from '../../auth/testing/auth-test-kit';
import { renderPanel } from '../../ai-search/testing/render-panel';
import { describedText, field } from '../testing/field-errors';
import { SellerProfileForm } from './seller-profile-form';

// The first render waits for the texts: room for a busy machine.
vi.setConfig({ testTimeout: 60_000 });
const saveButton = () => screen.findByRole('button', { name: 'Save profile' }, { timeout: 30_000 });

afterEach(() => {
  cleanup();
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

describe('the seller profile form shows the problems beside their fields', () => {
  it('checked on the device: an empty name is required and takes the focus; nothing is sent', async () => {
    const api = stubApi();
    renderPanel(<SellerProfileForm profile={null} />);
    fireEvent.click(await saveButton());
    await waitFor(() => expect(describedText('name')).toContain('Please fill in this field'));
    expect(document.activeElement).toBe(field('name'));
    expect(api.requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
  });

  it('refused by the API: the tax number with its reason, and the opening hours beside the weekdays', async () => {
    stubApi({
      handle: (request) =>
        request.method === 'PUT'
          ? apiError(400, 'validation_failed', 'Invalid request', {
              taxId: 'OIB check digit does not match',
              'openingHours.mo.0.opens': 'Invalid time',
            })
          : undefined,
    });
    renderPanel(<SellerProfileForm profile={null} />);
    const save = await saveButton();
    const typed = {
      name: 'Auto Centar Zagreb d.o.o.',
      phone: '+385 1 234 5678',
      address: 'Savska cesta 100',
      city: 'Zagreb',
      taxId: '12345678903',
    };
    for (const [name, value] of Object.entries(typed)) fireEvent.change(field(name), { target: { value } });
    fireEvent.click(save);
    // The API's reason is English; a number the device finds valid is only marked for checking.
    await waitFor(() => expect(describedText('taxId')).toContain('Please check this field'));
    expect(describedText('taxId')).not.toContain('OIB check digit does not match');
    expect(screen.getByText('Give at least one day with opening hours')).toBeTruthy();
  });

  it('saves changes to an existing profile, sending only the seller’s own fields', async () => {
    const profile: SellerProfile = {
      id: 'abcdefABCDEF',
      kind: 'business',
      name: 'Auto Horvat d.o.o.',
      address: 'Savska cesta 120',
      city: 'Zagreb',
      postalCode: '10000',
      countryId: 4,
      phone: '+385 1 555 0120',
      email: 'prodaja@auto-horvat.example',
      taxId: '12345678903',
      openingHours: { ...emptyWeeklyHours(), mo: [{ opens: '08:00', closes: '16:00' }] },
      suspended: false,
      premium: false,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    const api = stubApi({ handle: (request) => (request.method === 'PUT' ? { profile } : undefined) });
    renderPanel(<SellerProfileForm profile={profile} />);
    fireEvent.change(field('city'), { target: { value: 'Velika Gorica' } });
    fireEvent.click(await saveButton());
    await waitFor(() => expect(api.requests.filter((request) => request.method === 'PUT')).toHaveLength(1));
    const sent = api.requests.find((request) => request.method === 'PUT')!.body as Record<string, unknown>;
    expect(sent).toMatchObject({ name: 'Auto Horvat d.o.o.', city: 'Velika Gorica', taxId: '12345678903' });
    expect(Object.keys(sent)).not.toEqual(expect.arrayContaining(['id']));
    expect(describedText('name')).not.toContain('Please check this field');
  });

  it.each([
    ['en', 'This OIB’s check digit is wrong: check the 11 digits'],
    ['hr', 'Kontrolna znamenka OIB-a nije ispravna: provjerite svih 11 znamenki'],
    ['de', 'Die Prüfziffer dieser OIB stimmt nicht: Prüfen Sie die 11 Ziffern'],
  ] as const)('says in %s why an OIB is wrong, with no English inside', async (language, reason) => {
    await setLanguage(language);
    try {
      const api = stubApi();
      renderPanel(<SellerProfileForm profile={null} />);
      await waitFor(() => expect(field('taxId')).toBeTruthy(), { timeout: 30_000 });
      // Everything else as it should be, so the number's own check runs (it follows the fields' checks).
      const typed = {
        name: 'Auto Centar Zagreb d.o.o.',
        phone: '+385 1 234 5678',
        address: 'Savska cesta 100',
        city: 'Zagreb',
        taxId: '12345678901',
      };
      for (const [name, value] of Object.entries(typed)) fireEvent.change(field(name), { target: { value } });
      fireEvent.submit(field('taxId').form!);
      await waitFor(() => expect(describedText('taxId')).toContain(reason));
      expect(api.requests.filter((request) => request.method === 'PUT')).toHaveLength(0);
    } finally {
      await setLanguage('en');
    }
  });
});
