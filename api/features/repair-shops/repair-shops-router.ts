/**
 * POST /api/repair-shops/search (signed-in users; CSRF as every non-GET) and GET /api/repair-shops/photo
 * (a Google place photo through our server, so the key never reaches the browser).
 */
import { REPAIR_ERROR_CODES, REPAIR_MESSAGES, repairSearchRequestSchema } from '@contract/repair-shops';
import { Router } from 'express';
import { requireUser } from '../../platform/http/require-role';
import { HttpError, validationError } from '../../platform/http/http-error';
import { GoogleProvider } from './providers/google-provider';
import { ProviderError } from './providers/provider';
import { RepairSearchFailedError, type RepairShopsService } from './repair-shops-service';
import { abortedWhenClosed } from '../../platform/http/aborted-when-closed';

/** The body, or a 400; a problem with the query answers its own message ('Query must be at least 3 characters'). */
function parseSearch(body: unknown) {
  const result = repairSearchRequestSchema.safeParse(body ?? {});
  if (result.success) return result.data;
  const queryIssue = result.error.issues.find((issue) => issue.path.join('.') === 'query');
  if (queryIssue)
    throw new HttpError(400, REPAIR_ERROR_CODES.validationFailed, queryIssue.message, { query: queryIssue.message });
  throw validationError(result.error);
}

export function repairShopsRouter(service: RepairShopsService): Router {
  const router = Router();

  router.post('/search', requireUser, async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const { query, language, near, cursor } = parseSearch(req.body);
    const signal = abortedWhenClosed(res);
    try {
      res.json(await service.search(req.user!.id, { query, language, near, cursor }, signal));
    } catch (error) {
      if (!signal.aborted) throw error;
    }
  });

  router.get('/photo', requireUser, async (req, res) => {
    const provider = service.provider;
    const name = typeof req.query.name === 'string' ? req.query.name : '';
    if (!(provider instanceof GoogleProvider) || !name)
      throw new HttpError(404, 'not_found', REPAIR_MESSAGES.photoNotFound);
    const signal = abortedWhenClosed(res);
    try {
      const photo = await provider.photo(name, signal);
      res.set({
        'Content-Type': photo.contentType,
        'Cache-Control': 'private, max-age=86400',
        'X-Content-Type-Options': 'nosniff',
      });
      res.send(photo.body);
    } catch (error) {
      if (signal.aborted) return;
      if (error instanceof ProviderError) {
        if (error.reason === 'invalid') throw new HttpError(404, 'not_found', REPAIR_MESSAGES.photoNotFound);
        throw new RepairSearchFailedError(error.reason);
      }
      throw error;
    }
  });

  return router;
}
