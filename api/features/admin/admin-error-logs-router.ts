/**
 * The admin's error log, mounted at /api/admin/error-logs (admins only; CSRF on writes by the app's
 * middleware): the grouped list with filters and paging, a group's details with its latest occurrences,
 * resolve, reopen, Resolve All (of what a filter shows) and the clean-up of old resolved groups.
 */
import {
  errorGroupFilterSchema,
  errorGroupIdSchema,
  errorGroupListQuerySchema,
  errorLogCleanupSchema,
  type ErrorGroupCountResponse,
  type ErrorGroupDetail,
  type ErrorGroupList,
  type ErrorGroupSummary,
} from '@contract/admin-error-logs';
import { ADMIN_AREA_USER_TYPES, emptyRequestSchema } from '@contract/auth';
import { Router } from 'express';
import { requireRole } from '../../platform/http/require-role';
import type { ErrorGroup, ErrorLogRepository } from '../../platform/error-logs/error-log-repository';
import { notFound, parseOrThrow } from '../../platform/http/http-error';
import type { UserRepository } from '../users/user-repository';

function summary(group: ErrorGroup): ErrorGroupSummary {
  return {
    id: group.id,
    errorType: group.errorType,
    message: group.message,
    component: group.component,
    route: group.route,
    source: group.source,
    status: group.status,
    regression: group.regression,
    count: group.count,
    affectedUsers: group.affectedUsers,
    firstSeen: group.firstSeen.toISOString(),
    lastSeen: group.lastSeen.toISOString(),
    resolvedAt: group.resolvedAt?.toISOString() ?? null,
  };
}

const NO_SUCH_GROUP = 'This error is no longer in the log.';

export function adminErrorLogsRouter(errorLogs: ErrorLogRepository, users: UserRepository): Router {
  const router = Router();
  router.use(requireRole(...ADMIN_AREA_USER_TYPES));

  router.get('/', async (req, res) => {
    const query = parseOrThrow(errorGroupListQuerySchema, req.query, 'query');
    const { items, total } = await errorLogs.list(query);
    res.json({ items: items.map(summary), total, page: query.page, pageSize: query.pageSize } satisfies ErrorGroupList);
  });

  router.post('/resolve-all', async (req, res) => {
    const filter = parseOrThrow(errorGroupFilterSchema, req.body ?? {});
    res.json({ count: await errorLogs.resolveAll(filter) } satisfies ErrorGroupCountResponse);
  });

  router.post('/cleanup', async (req, res) => {
    const { olderThanDays } = parseOrThrow(errorLogCleanupSchema, req.body ?? {});
    res.json({ count: await errorLogs.cleanup(olderThanDays) } satisfies ErrorGroupCountResponse);
  });

  router.get('/:id', async (req, res) => {
    const { id } = parseOrThrow(errorGroupIdSchema, req.params, 'params');
    const group = await errorLogs.get(id);
    if (!group) throw notFound(NO_SUCH_GROUP);
    const occurrences = await errorLogs.occurrences(id);
    const userIds = [
      ...new Set(occurrences.map((log) => log.userId).filter((userId): userId is string => Boolean(userId))),
    ];
    const names = new Map(
      (await Promise.all(userIds.map((userId) => users.findById(userId)))).flatMap((user) =>
        user ? [[user.id, user.username]] : [],
      ),
    );
    res.json({
      ...summary(group),
      stack: group.stack,
      occurrences: occurrences.map((log) => ({
        id: log.id,
        date: log.date.toISOString(),
        message: log.message,
        route: log.route,
        userAgent: log.userAgent,
        userId: log.userId,
        username: (log.userId && names.get(log.userId)) ?? null,
        requestId: log.requestId,
        stack: log.stack,
        requestData: (log.requestData as unknown as Record<string, unknown> | null) ?? null,
      })),
    } satisfies ErrorGroupDetail);
  });

  for (const action of ['resolve', 'reopen'] as const) {
    router.post(`/:id/${action}`, async (req, res) => {
      const { id } = parseOrThrow(errorGroupIdSchema, req.params, 'params');
      parseOrThrow(emptyRequestSchema, req.body);
      const group = await errorLogs[action](id);
      if (!group) throw notFound(NO_SUCH_GROUP);
      res.json(summary(group));
    });
  }

  return router;
}
