/** Every route an Express app registers, read from its router stack (so tests cover routes added later). */
import type { Express } from 'express';

export interface AppRoute {
  method: string;
  /** The full path with its :params, e.g. /api/cars/:id/view. */
  path: string;
}

interface LayerLike {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: LayerLike[] };
}

function join(prefix: string, path: string): string {
  if (path === '/' || path === '') return prefix || '/';
  return `${prefix.replace(/\/$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}

function walk(stack: LayerLike[], prefix: string, routes: AppRoute[]): void {
  for (const layer of stack) {
    if (layer.route) {
      const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
      for (const path of paths) {
        if (typeof path !== 'string') continue; // regular-expression routes (the PWA shell) take any path
        for (const [method, on] of Object.entries(layer.route.methods)) {
          if (on && method !== '_all') routes.push({ method: method.toUpperCase(), path: join(prefix, path) });
        }
      }
    } else if (layer.handle?.stack) {
      const mount = typeof layer.rawPath === 'string' ? layer.rawPath : '/';
      walk(layer.handle.stack, join(prefix, mount), routes);
    }
  }
}

export function appRoutes(app: Express): AppRoute[] {
  const routes: AppRoute[] = [];
  walk((app as unknown as { router: { stack: LayerLike[] } }).router.stack, '', routes);
  const seen = new Set<string>();
  return routes.filter((route) => {
    const key = `${route.method} ${route.path}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The route's :params (and *wildcards) in order. */
export function routeParams(path: string): string[] {
  return [...path.matchAll(/[:*]([A-Za-z0-9_]+)/g)].map((match) => match[1]!);
}
