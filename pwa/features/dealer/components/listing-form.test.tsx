import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeCar } from '@contract/testing/listing-fixture';
import { apiError, stubApi } from '../../auth/testing/auth-test-kit';
import { renderPanel } from '../../ai-search/testing/render-panel';
import { describedText, field } from '../testing/field-errors';
import type { OwnListing } from '../api/dealer-queries';
import { ListingForm } from './listing-form';
import { startEachTestOnAFreshDevice } from '../../../lib/testing/fresh-device';

// The first render waits for the texts and the catalog's lists: room for a busy machine.
vi.setConfig({ testTimeout: 60_000 });
const saveButton = () => screen.findByRole('button', { name: 'Save changes' }, { timeout: 30_000 });

const listing: OwnListing = { ...makeCar({ id: 7 }), status: 'active' };

startEachTestOnAFreshDevice();

describe('the listing form shows the problems beside their fields', () => {
  it('checked on the device: a year left empty is required, the focus goes there, nothing is sent', async () => {
    const api = stubApi();
    renderPanel(<ListingForm listing={listing} onDone={() => undefined} />);
    await saveButton();
    fireEvent.change(field('year'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(describedText('year')).toContain('Please fill in this field'));
    expect(document.activeElement).toBe(field('year'));
    expect(api.requests.filter((request) => request.method === 'PATCH')).toHaveLength(0);
  });

  it("refused by the API: its nested and top-level fields' problems, reworded where the form words them", async () => {
    stubApi({
      handle: (request) =>
        request.method === 'PATCH'
          ? apiError(400, 'validation_failed', 'Invalid request', {
              'additionalDetails.powerKw': 'Must be more than 0',
              vin: 'Invalid VIN',
            })
          : undefined,
    });
    renderPanel(<ListingForm listing={listing} onDone={() => undefined} />);
    fireEvent.click(await saveButton());
    await waitFor(() => expect(describedText('powerKw')).toContain('Must be more than 0'));
    expect(describedText('vin')).toContain('Check the VIN');
  });
});
