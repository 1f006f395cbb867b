/**
 * GET /api/cars/{id}/analysis?lang= and POST /api/cars/compare/analysis {carIds, language} (signed in;
 * abortable: the work stops when the client goes away).
 */
import { analysisQuerySchema, comparisonAnalysisRequestSchema } from '@contract/car-analysis';
import { carIdParamSchema } from '@contract/cars-api';
import { Router } from 'express';
import { requireUser } from '../../platform/http/require-role';
import { parseOrThrow } from '../../platform/http/http-error';
import type { CarAnalysisService } from './car-analysis-service';
import { abortedWhenClosed } from '../../platform/http/aborted-when-closed';

export function insightsRouter(analyses: CarAnalysisService): Router {
  const router = Router();

  router.get('/:id/analysis', requireUser, async (req, res) => {
    const id = parseOrThrow(carIdParamSchema, req.params.id, 'params');
    const { lang } = parseOrThrow(analysisQuerySchema, { lang: req.query.lang }, 'query');
    res.set('Cache-Control', 'no-store');
    const signal = abortedWhenClosed(res);
    try {
      res.json(await analyses.analyse(req.user!.id, id, lang, signal));
    } catch (error) {
      if (!signal.aborted) throw error;
    }
  });

  router.post('/compare/analysis', requireUser, async (req, res) => {
    const { carIds, language } = parseOrThrow(comparisonAnalysisRequestSchema, req.body, 'body');
    res.set('Cache-Control', 'no-store');
    const signal = abortedWhenClosed(res);
    try {
      res.json(await analyses.compare(req.user!.id, carIds, language, signal));
    } catch (error) {
      if (!signal.aborted) throw error;
    }
  });

  return router;
}
