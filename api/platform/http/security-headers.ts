import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { THEME_BOOT_SCRIPT } from '@contract/theme-boot';

/**
 * Powerful browser features the app may use, only on its own pages: the location for "near me" in the
 * repair-shop search, the microphone for voice search; nothing else.
 */
export const PERMISSIONS_POLICY =
  'geolocation=(self), microphone=(self), camera=(), payment=(), usb=(), serial=(), bluetooth=()';

/**
 * The one inline script the pages carry: it puts the person's theme on <html> before the first paint (a
 * file of its own would be a render-blocking request on every first visit). Allowed by its hash only.
 */
export const THEME_BOOT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(THEME_BOOT_SCRIPT).digest('base64')}'`;

/**
 * Security headers with a CSP the PWA passes: everything from our own origin, nothing inline but the theme
 * script (by its hash). `imageOrigins`
 * may add origins for pictures only (the map's tile server): tiles are plain images, so nothing else is opened.
 */
export function securityHeaders(options: { https: boolean; imageOrigins?: readonly string[] }): RequestHandler[] {
  const permissions: RequestHandler = (_req, res, next) => {
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    next();
  };
  return [
    permissions,
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", THEME_BOOT_SCRIPT_SOURCE],
          styleSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...(options.imageOrigins ?? [])],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          workerSrc: ["'self'"],
          manifestSrc: ["'self'"],
          mediaSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          ...(options.https ? { upgradeInsecureRequests: [] } : {}),
        },
      },
      strictTransportSecurity: options.https ? { maxAge: 15552000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
    }),
  ];
}
