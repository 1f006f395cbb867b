/** Admin-only calls. Mounted at /api, each route guarded by itself (the paths live in other features' spaces). */
import { ADMIN_AREA_USER_TYPES, emptyRequestSchema } from '@contract/auth';
import { Router } from 'express';
import { requireRole } from '../../platform/http/require-role';
import { parseOrThrow } from '../../platform/http/http-error';
import type { AdminStats } from '@contract/admin-stats';
import type { AdminStatsService } from './admin-stats-service';
import type { AdminService } from './admin-service';

export function adminRouter(admin: AdminService, stats: AdminStatsService): Router {
  const router = Router();
  const adminOnly = requireRole(...ADMIN_AREA_USER_TYPES);

  router.post('/cars/reset', adminOnly, async (req, res) => {
    parseOrThrow(emptyRequestSchema, req.body);
    res.json(await admin.resetListings());
  });

  router.get('/admin/stats', adminOnly, async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json((await stats.read()) satisfies AdminStats);
  });

  return router;
}
