/** /api/saved-searches and /api/watched-cars: the signed-in buyer's own, nobody else's (another's is 404). */
import { carIdParamSchema } from '@contract/cars-api';
import {
  createSavedSearchSchema,
  savedSearchIdSchema,
  updateSavedSearchSchema,
  watchCarsSchema,
} from '@contract/saved-searches';
import { Router, type RequestHandler } from 'express';
import { requireUser } from '../../platform/http/require-role';
import { notFound, parseOrThrow } from '../../platform/http/http-error';
import { originOf } from '../cars/near-origin';
import type { SavedSearchesService } from './saved-searches-service';

const noStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-store');
  next();
};

function searchId(value: unknown): string {
  const parsed = savedSearchIdSchema.safeParse(value);
  if (!parsed.success) throw notFound('This saved search does not exist.');
  return parsed.data;
}

export function savedSearchesRouter(service: SavedSearchesService): Router {
  const router = Router();
  router.use(requireUser, noStore);

  router.get('/', async (req, res) => {
    res.json(await service.list(req.user!.id));
  });

  router.post('/', async (req, res) => {
    const input = parseOrThrow(createSavedSearchSchema, req.body);
    // A place the gazetteer does not know is refused now, not found unmatchable by every alert later.
    originOf(input.filters);
    const { savedSearch, created } = await service.create(req.user!.id, input);
    res.status(created ? 201 : 200).json(savedSearch);
  });

  router.get('/:id', async (req, res) => {
    res.json(await service.get(req.user!.id, searchId(req.params.id)));
  });

  router.patch('/:id', async (req, res) => {
    const id = searchId(req.params.id);
    const changes = parseOrThrow(updateSavedSearchSchema, req.body);
    if (changes.filters) originOf(changes.filters);
    res.json(await service.update(req.user!.id, id, changes));
  });

  router.delete('/:id', async (req, res) => {
    await service.remove(req.user!.id, searchId(req.params.id));
    res.status(204).end();
  });

  router.post('/:id/run', async (req, res) => {
    res.json(await service.markRun(req.user!.id, searchId(req.params.id)));
  });

  return router;
}

export function watchedCarsRouter(service: SavedSearchesService): Router {
  const router = Router();
  router.use(requireUser, noStore);

  router.get('/', async (req, res) => {
    res.json(await service.watchedCars(req.user!.id));
  });

  router.post('/', async (req, res) => {
    const { carIds } = parseOrThrow(watchCarsSchema, req.body);
    res.json(await service.watch(req.user!.id, carIds));
  });

  router.delete('/:carId', async (req, res) => {
    await service.unwatch(req.user!.id, parseOrThrow(carIdParamSchema, req.params.carId, 'params'));
    res.status(204).end();
  });

  return router;
}
