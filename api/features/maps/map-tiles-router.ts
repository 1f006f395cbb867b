import { Router } from 'express';
import type { MapTiles } from '@contract/map-tiles';

/** GET /api/map-tiles: the tile source and its credit (from the configuration). */
export function mapTilesRouter(tiles: MapTiles): Router {
  const router = Router();
  router.get('/', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300').json(tiles);
  });
  return router;
}
