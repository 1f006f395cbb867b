import { compareRequestSchema, carIdParamSchema } from '@contract/cars-api';
import { searchRequestSchema } from '@contract/search';
import { searchInputFromQuery } from '@contract/search-url';
import { Router } from 'express';
import { parseOrThrow } from '../http/http-error';
import type { CarsService } from './cars-service';

export function carsRouter(cars: CarsService): Router {
  const router = Router();

  router.get('/', async (req, res) => {
    const request = parseOrThrow(searchRequestSchema, searchInputFromQuery(req.query), 'query');
    res.json(await cars.search(request));
  });

  router.post('/search', async (req, res) => {
    const request = parseOrThrow(searchRequestSchema, req.body ?? {});
    res.json(await cars.search(request));
  });

  router.post('/compare', async (req, res) => {
    const { ids } = parseOrThrow(compareRequestSchema, req.body);
    res.json({ cars: await cars.compare(ids) });
  });

  router.get('/:id', async (req, res) => {
    const id = parseOrThrow(carIdParamSchema, req.params.id, 'params');
    res.json(await cars.get(id));
  });

  router.post('/:id/view', async (req, res) => {
    const id = parseOrThrow(carIdParamSchema, req.params.id, 'params');
    res.json({ success: true, viewCount: await cars.recordView(id) });
  });

  return router;
}
