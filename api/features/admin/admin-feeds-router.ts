/**
 * The admin's data controls, mounted at /api/admin (admins only; CSRF on writes by the app's middleware):
 * the configured feeds and the latest import, starting an import of all feeds or some (optionally only the
 * cars matching search filters), and an import's progress and figures by its id.
 */
import {
  feedImportIdSchema,
  startFeedImportSchema,
  type FeedImportRun,
  type FeedsOverview,
} from '@contract/admin-feeds';
import { ADMIN_AREA_USER_TYPES } from '@contract/auth';
import { Router } from 'express';
import { requireRole } from '../../platform/http/require-role';
import { HttpError, notFound, parseOrThrow } from '../../platform/http/http-error';
import { describeLocation, FeedImportBusyError, UnknownFeedError, type FeedImports } from '../listing-import';

export function adminFeedsRouter(imports: FeedImports): Router {
  const router = Router();
  const adminOnly = requireRole(...ADMIN_AREA_USER_TYPES);

  router.get('/feeds', adminOnly, async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json({
      feeds: imports.feeds.map((feed) => ({
        id: feed.id,
        source: describeLocation(feed.location),
        refreshMinutes: feed.refreshMinutes,
      })),
      latest: await imports.latest(),
    } satisfies FeedsOverview);
  });

  router.post('/feed-imports', adminOnly, async (req, res) => {
    const { feedIds, filters } = parseOrThrow(startFeedImportSchema, req.body ?? {});
    if (imports.feeds.length === 0)
      throw new HttpError(409, 'no_feeds', 'No listing feeds are configured (LISTING_FEEDS).');
    try {
      const run = await imports.start({ feedIds, filters, userId: req.user!.id });
      res.status(202).json(run satisfies FeedImportRun);
    } catch (error) {
      if (error instanceof FeedImportBusyError) {
        throw new HttpError(
          409,
          'import_running',
          'An import is already running. Its progress is shown until it has finished.',
        );
      }
      if (error instanceof UnknownFeedError) throw new HttpError(400, 'unknown_feed', error.message);
      throw error;
    }
  });

  router.get('/feed-imports/latest', adminOnly, async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    const run = await imports.latest();
    if (!run) throw notFound('No import has run yet.');
    res.json(run satisfies FeedImportRun);
  });

  router.get('/feed-imports/:id', adminOnly, async (req, res) => {
    const { id } = parseOrThrow(feedImportIdSchema, req.params, 'params');
    res.set('Cache-Control', 'no-store');
    const run = await imports.get(id);
    if (!run) throw notFound('This import is no longer known.');
    res.json(run satisfies FeedImportRun);
  });

  return router;
}
