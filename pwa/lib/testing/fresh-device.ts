/**
 * For component tests that use the device's database and toasts: each test starts on an empty database, and
 * leaves no page, toast or stubbed global behind for the next.
 */
import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { dismissToast } from '../../ui/toast/toast-store';
import { db } from '../db/db';

export function startEachTestOnAFreshDevice(): void {
  beforeEach(async () => {
    await Promise.all(db.tables.map((table) => table.clear()));
  });
  afterEach(() => {
    cleanup();
    act(() => dismissToast());
    vi.unstubAllGlobals();
  });
}
