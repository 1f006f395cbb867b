import { useQuery } from '@tanstack/react-query';
import { mapTilesSchema, type MapTiles } from '@contract/map-tiles';
import { api } from '../../../lib/api-client';

/** GET /api/map-tiles: where the tiles come from; asked once a map is opened, kept for the visit. */
export function useMapTiles() {
  return useQuery({
    queryKey: ['map-tiles'],
    queryFn: async ({ signal }): Promise<MapTiles> =>
      mapTilesSchema.parse(await api.get<unknown>('/api/map-tiles', { signal })),
    staleTime: Infinity,
  });
}
