import { useEffect, useState } from 'react';
import { useLiveQuery } from '../../../lib/db';
import {
  getStorageEstimate,
  getStoredOfflineSummary,
  type OfflineStorageSummary,
  type StorageEstimateSummary,
} from './offline-storage';

/**
 * What is stored for offline use, kept current as saves and clears happen (in any tab); undefined until
 * the first read. The byte figures come from the browser's estimate, re-read whenever the stored data changes.
 */
export function useOfflineStorage(): OfflineStorageSummary | undefined {
  const stored = useLiveQuery(getStoredOfflineSummary);
  const [estimate, setEstimate] = useState<StorageEstimateSummary>({ usage: null, quota: null, persisted: null });
  useEffect(() => {
    let current = true;
    void getStorageEstimate().then((next) => current && setEstimate(next));
    return () => {
      current = false;
    };
  }, [stored]);
  return stored && { ...estimate, ...stored };
}
