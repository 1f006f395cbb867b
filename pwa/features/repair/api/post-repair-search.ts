/** POST /api/repair-shops/search (signed in; abortable). */
import type { RepairSearchRequest, RepairSearchResponse } from '@contract/repair-shops';
import { api } from '../../../lib/api-client';

export function postRepairSearch(request: RepairSearchRequest, signal?: AbortSignal): Promise<RepairSearchResponse> {
  return api.post<RepairSearchResponse>('/api/repair-shops/search', request, { signal });
}
