import { queryOptions, useQuery } from '@tanstack/react-query';
import { siteInfoSchema, type SiteInfo } from '@contract/site-info';
import { api } from '../../../lib/api-client';
import { readStorage, writeStorage } from '../../../lib/safe-storage';

const STORAGE_KEY = 'siteInfo';

/** The last answer, so the business hours show offline too (the service worker never caches /api/). */
function remembered(): SiteInfo | undefined {
  try {
    const parsed = siteInfoSchema.safeParse(JSON.parse(readStorage(STORAGE_KEY) ?? 'null'));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

async function getSiteInfo(signal?: AbortSignal): Promise<SiteInfo> {
  const info = siteInfoSchema.parse(await api.get<unknown>('/api/site-info', { signal }));
  writeStorage(STORAGE_KEY, JSON.stringify(info));
  return info;
}

function siteInfoQueryOptions() {
  return queryOptions({
    queryKey: ['site-info'],
    queryFn: ({ signal }) => getSiteInfo(signal),
    staleTime: 30 * 60 * 1000,
  });
}

export function useSiteInfo() {
  return useQuery({ ...siteInfoQueryOptions(), placeholderData: remembered });
}
