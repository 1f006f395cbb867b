/**
 * Serves the built PWA: hashed assets cached for a year; pages, the service worker and the manifests never
 * cached. A navigation gets its prerendered page (home, static pages, the import guide in each language: see
 * api/contract/prerendered-pages.ts), every other non-API path the empty shell, so deep links work.
 */
import fs from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';
import { CAR_PAGE_PATH, parseCarIdSegment } from '../../contract/car-id';
import { SHELL_FILE, pageFileFor } from '../../contract/prerendered-pages';

/** A shared car page: the shell with that car's head written in, or null when there is no such public car. */
export type CarPageRenderer = (shell: string, carId: number, language: 'en' | 'hr' | 'de', origin: string) => Promise<string | null>;

export interface PwaStaticOptions {
  /** Shared car pages get the car's title, description and Open Graph tags (the cars feature writes them). */
  carPage?: CarPageRenderer;
  /** The address people open (PUBLIC_URL); the request's own host when unset. */
  publicUrl?: string;
}

const NEVER_CACHED = new Set(['/sw.js', '/manifest.webmanifest', '/manifest.hr.webmanifest', '/manifest.de.webmanifest']);

export function pwaStatic(distDir: string, { carPage, publicUrl }: PwaStaticOptions = {}): Router {
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

  if (carPage) {
    router.get(CAR_PAGE_PATH, async (req, res, next) => {
      const [, language = 'en', segment = ''] = CAR_PAGE_PATH.exec(req.path) ?? [];
      const id = parseCarIdSegment(segment);
      const shellFile = path.join(distDir, SHELL_FILE);
      if (id === null || !fs.existsSync(shellFile)) return next();
      const origin = publicUrl?.replace(/\/+$/, '') ?? `${req.protocol}://${req.get('host')}`;
      const page = await carPage(await fs.promises.readFile(shellFile, 'utf8'), id, language as 'en' | 'hr' | 'de', origin).catch(() => null);
      if (page === null) return next();
      res.setHeader('Cache-Control', 'no-cache');
      res.type('html').send(page);
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
