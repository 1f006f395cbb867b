/** GET /api/user (the signed-in user, 401 when signed out) and GET /api/user/search-counts. */
import type { PublicUser, SearchCounts } from '@contract/auth';
import { Router } from 'express';
import { requireUser } from '../auth/require-role';
import type { SearchCountRepository } from './search-count-repository';
import { toPublicUser } from './user';

export function usersRouter(searchCounts: SearchCountRepository): Router {
  const router = Router();
  router.use(requireUser, (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  router.get('/', (req, res) => {
    const body: PublicUser = toPublicUser(req.user!);
    res.json(body);
  });

  router.get('/search-counts', async (req, res) => {
    const body: SearchCounts = await searchCounts.today(req.user!.id);
    res.json(body);
  });

  return router;
}
