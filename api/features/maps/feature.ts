/** The maps feature's wiring: GET /api/map-tiles tells the PWA where its map tiles come from. */
import type { Router } from 'express';
import type { MapTiles } from '@contract/map-tiles';
import { mapTilesRouter } from './map-tiles-router';

export function mountMaps(api: Router, mapTiles: MapTiles): void {
  api.use('/map-tiles', mapTilesRouter(mapTiles));
}
