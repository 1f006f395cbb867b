/**
 * Serves the built PWA: hashed assets cached for a year; pages, the service worker and the manifests never
 * cached. A navigation gets its prerendered page (home, static pages, the import guide in each language: see
 * api/contract/prerendered-pages.ts), every other non-API path the empty shell, so deep links work.
 */
import fs from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';
import { pageFileFor } from '../contract/prerendered-pages';

const NEVER_CACHED = new Set(['/sw.js', '/manifest.webmanifest', '/manifest.hr.webmanifest', '/manifest.de.webmanifest']);

export function pwaStatic(distDir: string): Router {
  const router = Router();

  router.use(
    express.static(distDir, {
      index: false,
      redirect: false, // "/hr" is a page, not the folder of its prerendered file
      setHeaders(res, filePath) {
        const urlPath = '/' + path.relative(distDir, filePath).split(path.sep).join('/');
        if (urlPath.startsWith('/assets/')) {
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        } else if (NEVER_CACHED.has(urlPath) || urlPath.endsWith('.html')) {
          res.setHeader('Cache-Control', 'no-cache');
        } else {
          res.setHeader('Cache-Control', 'public, max-age=3600');
        }
      },
    }),
  );

  router.get(/^(?!\/api(?:\/|$)).*/, (req, res) => {
    const pageFile = path.join(distDir, pageFileFor(req.path));
    if (!fs.existsSync(pageFile)) {
      res.status(503).type('text').send('The app is not built yet: run `npm run build` (npm start does it for you).');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(pageFile);
  });

  return router;
}
