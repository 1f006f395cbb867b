/** POST /api/cars/search/ai and POST /api/cars/search/voice (signed-in users; CSRF as every non-GET). */
import {
  AI_SEARCH_ERROR_CODES,
  AI_SEARCH_MESSAGES,
  aiSearchRequestSchema,
  voiceSearchRequestSchema,
} from '@contract/ai-search';
import { Router, type RequestHandler } from 'express';
import type { z } from 'zod';
import { requireUser } from '../../platform/http/require-role';
import { HttpError, validationError } from '../../platform/http/http-error';
import type { AiSearchService } from './ai-search-service';
import { abortedWhenClosed } from '../../platform/http/aborted-when-closed';

/** Parses the body; a missing or blank query answers exactly 'Please enter a search query'. */
function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const blank = result.error.issues.find(
    (issue) => issue.path.join('.') === 'query' && issue.message === AI_SEARCH_MESSAGES.blankQuery,
  );
  if (blank) {
    throw new HttpError(400, AI_SEARCH_ERROR_CODES.validationFailed, AI_SEARCH_MESSAGES.blankQuery, {
      query: AI_SEARCH_MESSAGES.blankQuery,
    });
  }
  throw validationError(result.error);
}

export function aiSearchRouter(service: AiSearchService): Router {
  // Mounted at /cars/search beside the classic search: guards go on these routes only, not router-wide.
  const router = Router();
  const guard: RequestHandler[] = [
    requireUser,
    (_req, res, next) => {
      res.set('Cache-Control', 'no-store');
      next();
    },
  ];

  router.post('/ai', ...guard, async (req, res) => {
    const { query, sort, page, pageSize } = parseBody(aiSearchRequestSchema, req.body);
    const signal = abortedWhenClosed(res);
    try {
      res.json(await service.search(req.user!.id, 'ai', { query, sort, page, pageSize }, signal));
    } catch (error) {
      if (!signal.aborted) throw error;
    }
  });

  router.post('/voice', ...guard, async (req, res) => {
    const { query, language, sort, page, pageSize } = parseBody(voiceSearchRequestSchema, req.body);
    const signal = abortedWhenClosed(res);
    try {
      res.json(await service.search(req.user!.id, 'voice', { query, language, sort, page, pageSize }, signal));
    } catch (error) {
      if (!signal.aborted) throw error;
    }
  });

  return router;
}
