/**
 * Serves the built PWA: hashed assets cached for a year, the shell, the service worker and the manifest
 * never cached, and the shell for every other non-API path so deep links work.
 */
import fs from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';

const NEVER_CACHED = new Set(['/index.html', '/sw.js', '/manifest.webmanifest', '/manifest.hr.webmanifest', '/manifest.de.webmanifest']);

export function pwaStatic(distDir: string): Router {
  const router = Router();
  const indexFile = path.join(distDir, 'index.html');

  router.use(
    express.static(distDir, {
      index: false,
      setHeaders(res, filePath) {
        const urlPath = '/' + path.relative(distDir, filePath).split(path.sep).join('/');
        if (urlPath.startsWith('/assets/')) {
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        } else if (NEVER_CACHED.has(urlPath)) {
          res.setHeader('Cache-Control', 'no-cache');
        } else {
          res.setHeader('Cache-Control', 'public, max-age=3600');
        }
      },
    }),
  );

  router.get(/^(?!\/api(?:\/|$)).*/, (_req, res) => {
    if (!fs.existsSync(indexFile)) {
      res.status(503).type('text').send('The app is not built yet: run `npm run build` (npm start does it for you).');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
  });

  return router;
}
