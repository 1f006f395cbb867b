/** The home route's initial JavaScript in a build: the entry script and every module index.html preloads. */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export function initialJavaScript(dist: string): { files: number; raw: number; gzip: number } {
  return initialJavaScriptOfHtml(dist, fs.readFileSync(path.join(dist, 'index.html'), 'utf8'));
}

/** The initial JavaScript of a page's HTML (a server-rendered car page's, say): its module scripts and preloads. */
export function initialJavaScriptOfHtml(dist: string, html: string): { files: number; raw: number; gzip: number } {
  const urls = new Set(
    [...html.matchAll(/<(?:script[^>]*type="module"[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="([^"]+)"/g)].map(
      (match) => match[1]!,
    ),
  );
  let raw = 0;
  let gzip = 0;
  for (const url of urls) {
    const content = fs.readFileSync(path.join(dist, url.replace(/^\//, '')));
    raw += content.length;
    gzip += gzipSync(content, { level: 9 }).length;
  }
  return { files: urls.size, raw, gzip };
}
