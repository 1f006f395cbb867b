/** GET /api/user (the signed-in user, 401 when signed out) and GET /api/user/search-counts. */
import type { SearchUsage } from '@contract/ai-search';
import type { PublicUser } from '@contract/auth';
import { Router } from 'express';
import { requireUser } from '../../platform/http/require-role';
import { searchCountsOf, type Quotas, type QuotaLimits } from '../../platform/quotas/quotas';
import { toPublicUser } from './user';

export function usersRouter(quotas: Quotas, limits: Pick<QuotaLimits, 'ai' | 'voice'>): Router {
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
    const used = searchCountsOf(await quotas.current(req.user!.id));
    const body: SearchUsage = { ...used, aiSearchesLimit: limits.ai, voiceSearchesLimit: limits.voice };
    res.json(body);
  });

  return router;
}
