import { useQuery } from '@tanstack/react-query';
import type { MapTiles } from '@contract/map-tiles';
import { api } from '../../../lib/api-client';

/**
 * GET /api/map-tiles: where the tiles come from; asked once a map is opened (or the about page names the
 * tiles' credit), kept for the visit. The answer's schema (and zod with it) loads with the answer, not with
 * the pages that import this hook.
 */
export function useMapTiles() {
  return useQuery({
    queryKey: ['map-tiles'],
    queryFn: async ({ signal }): Promise<MapTiles> => {
      const [answer, { mapTilesSchema }] = await Promise.all([
        api.get<unknown>('/api/map-tiles', { signal }),
        import('@contract/map-tiles'),
      ]);
      return mapTilesSchema.parse(answer);
    },
    staleTime: Infinity,
  });
}
