/**
 * The repair search in the address (`/?repair=servis+klime+Split#search-section`), so a search can be shared:
 * the home page opens the repair tab with it and, for a signed-in person, runs it.
 */
export const REPAIR_QUERY_PARAM = 'repair';

export function repairQueryFrom(params: URLSearchParams): string {
  return params.get(REPAIR_QUERY_PARAM)?.trim() ?? '';
}

/** The params with the repair query set (or removed when empty), the others kept. */
export function withRepairQuery(params: URLSearchParams, query: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (query.trim()) next.set(REPAIR_QUERY_PARAM, query.trim());
  else next.delete(REPAIR_QUERY_PARAM);
  return next;
}
