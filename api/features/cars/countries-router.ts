import { COUNTRIES } from '@contract/catalog';
import { Router } from 'express';

/** The 27 EU member states; clients cache them for 30 minutes. */
export function countriesRouter(): Router {
  const router = Router();
  router.get('/', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=1800').json(COUNTRIES);
  });
  return router;
}
