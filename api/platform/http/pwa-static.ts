/**
 * Serves the built PWA: hashed assets cached for a year; pages, the service worker and the manifests never
 * cached. A navigation gets its prerendered page (home, static pages, the import guide in each language: see
 * api/contract/prerendered-pages.ts), every other non-API path the empty shell, so deep links work. A page's
 * old address answers with a permanent redirect to its present one, so bookmarks and search engines follow it.
 */
import fs from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';
import { CAR_PAGE_PATH, parseCarIdSegment } from '../../contract/car-id';
import { movedPath, pageFileFor } from '../../contract/prerendered-pages';

/** What a car page's HTML is made from: the address asked for, its language, the car's id in it, the site's origin. */
export interface CarPageAddress {
  path: string;
  language: 'en' | 'hr' | 'de';
  id: number;
  origin: string;
}

export interface PwaStaticOptions {
  /**
   * A shared car page's HTML (the composition root gives the car feature's renderer), or null for no public car
   * of that id: the app's shell answers then, as for any other path, and the app says the car was not found.
   */
  carPage?: (address: CarPageAddress) => Promise<string | null>;
  /** The address people open (PUBLIC_URL); the request's own host when unset. */
  publicUrl?: string;
}

const NEVER_CACHED = new Set([
  '/sw.js',
  '/manifest.webmanifest',
  '/manifest.hr.webmanifest',
  '/manifest.de.webmanifest',
]);

export function pwaStatic(distDir: string, { carPage, publicUrl }: PwaStaticOptions = {}): Router {
  const router = Router();

  router.get(/^(?!\/api(?:\/|$))/, (req, res, next) => {
    const target = movedPath(req.url);
    if (target === null) return next();
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.redirect(301, target);
  });

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

  if (carPage) {
    router.get(CAR_PAGE_PATH, async (req, res, next) => {
      const [, language = 'en', segment = ''] = CAR_PAGE_PATH.exec(req.path) ?? [];
      const id = parseCarIdSegment(segment);
      if (id === null) return next();
      const origin = publicUrl?.replace(/\/+$/, '') ?? `${req.protocol}://${req.get('host')}`;
      const html = await carPage({
        path: req.path,
        language: language as CarPageAddress['language'],
        id,
        origin,
      }).catch((error: unknown) => {
        req.log.error({ err: error }, 'The car page could not be rendered; the shell answers');
        return null;
      });
      if (html === null) return next();
      res.setHeader('Cache-Control', 'no-cache');
      res.type('html').send(html);
    });
  }

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
