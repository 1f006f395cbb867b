/** POST /api/cars/search/ai and POST /api/cars/search/voice (signed in; both abortable). */
import type { AiSearchRequest, AiSearchResponse, VoiceSearchRequest } from '@contract/ai-search';
import { api } from '../../../lib/api-client';

export function postAiSearch(request: AiSearchRequest, signal?: AbortSignal): Promise<AiSearchResponse> {
  return api.post<AiSearchResponse>('/api/cars/search/ai', request, { signal });
}

export function postVoiceSearch(request: VoiceSearchRequest, signal?: AbortSignal): Promise<AiSearchResponse> {
  return api.post<AiSearchResponse>('/api/cars/search/voice', request, { signal });
}
