import { compareRequestSchema, carIdParamSchema } from '@contract/cars-api';
import { searchFiltersSchema, searchRequestSchema } from '@contract/search';
import { estimateImport } from '@contract/import-cost';
import { importCostQuerySchema } from '@contract/import-cost/api';
import { importInputsFromListing, isForeignListing } from '@contract/import-cost/from-listing';
import { searchInputFromQuery } from '@contract/search-url';
import { Router, type Request, type Response } from 'express';
import { parseOrThrow } from '../../platform/http/http-error';
import { ServerTiming } from '../../platform/http/server-timing';
import type { FixedWindowLimiter } from '../../platform/rate-limit/fixed-window-limiter';
import { clientSubject, enforceRateLimit, type RateLimits } from '../../platform/rate-limit/rate-limits';
import type { CarsService } from './cars-service';

export interface CarsRouterDeps {
  cars: CarsService;
  limiter: FixedWindowLimiter;
  limits: Pick<RateLimits, 'carViews'>;
}

/** Who is looking, for counting a view once a day: the signed-in user, else the client's address. */
function visitorOf(req: Request): string {
  return req.user ? `user:${req.user.id}` : clientSubject(req);
}

export function carsRouter({ cars, limiter, limits }: CarsRouterDeps): Router {
  const router = Router();

  /** A page of results with its Server-Timing: parse, store (search and documents), rate (views, deals), serialise. */
  const sendSearch = async (res: Response, input: unknown, source: 'query' | 'body') => {
    const timing = new ServerTiming(res);
    const request = parseOrThrow(searchRequestSchema, input, source);
    timing.lap('parse');
    const page = await cars.search(request, timing);
    const body = JSON.stringify(page);
    timing.lap('serialise');
    res.set('Server-Timing', timing.header()).type('application/json').send(body);
  };

  router.get('/', (req, res) => sendSearch(res, searchInputFromQuery(req.query), 'query'));

  router.post('/search', (req, res) => sendSearch(res, req.body ?? {}, 'body'));

  router.post('/count', async (req, res) => {
    res.json(await cars.count(parseOrThrow(searchFiltersSchema, req.body ?? {})));
  });

  router.post('/relaxations', async (req, res) => {
    res.json(await cars.relaxations(parseOrThrow(searchFiltersSchema, req.body ?? {})));
  });

  router.post('/compare', async (req, res) => {
    const { ids } = parseOrThrow(compareRequestSchema, req.body);
    res.json({ cars: await cars.compare(ids) });
  });

  router.get('/:id', async (req, res) => {
    const id = parseOrThrow(carIdParamSchema, req.params.id, 'params');
    res.json(await cars.get(id));
  });

  router.get('/:id/market-value', async (req, res) => {
    const id = parseOrThrow(carIdParamSchema, req.params.id, 'params');
    res.json(await cars.marketValue(id));
  });

  /** The price with import to Croatia, by the same pure function the PWA runs (api/contract/import-cost). */
  router.get('/:id/import-cost', async (req, res) => {
    const id = parseOrThrow(carIdParamSchema, req.params.id, 'params');
    const { destination } = parseOrThrow(importCostQuerySchema, req.query, 'query');
    const car = await cars.get(id);
    if (!isForeignListing(car)) {
      res.json({ foreign: false });
      return;
    }
    const { inputs, estimated } = importInputsFromListing(car, { destinationId: destination });
    res.json({ foreign: true, estimated, inputs: inputs ?? null, estimate: inputs ? estimateImport(inputs) : null });
  });

  router.post('/:id/view', async (req, res) => {
    const id = parseOrThrow(carIdParamSchema, req.params.id, 'params');
    await enforceRateLimit(limiter, 'car-view-ip', limits.carViews, [clientSubject(req)]);
    res.json({ success: true, viewCount: await cars.recordView(id, visitorOf(req)) });
  });

  /** A buyer revealed the seller's phone: counted once per visitor, car and day for the seller's statistics. */
  router.post('/:id/phone-reveal', async (req, res) => {
    const id = parseOrThrow(carIdParamSchema, req.params.id, 'params');
    await enforceRateLimit(limiter, 'car-view-ip', limits.carViews, [clientSubject(req)]);
    await cars.recordPhoneReveal(id, visitorOf(req));
    res.json({ success: true });
  });

  return router;
}
