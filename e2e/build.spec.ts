import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Script } from 'node:vm';
import { expect, test } from '@playwright/test';

test.use({ serviceWorkers: 'allow' });

const dist = path.resolve(import.meta.dirname, '..', 'dist');

test('the built service worker is a classic script holding the precache manifest', () => {
  // The server has built dist/ by the time tests run (webServer: npm start).
  const source = readFileSync(path.join(dist, 'sw.js'), 'utf8');

  // A module sw.js fails to evaluate when registered as a classic worker (docs: NOTES.md).
  // Compiling it as a classic script throws on any top-level import/export statement or import.meta.
  expect(() => new Script(source, { filename: 'sw.js' })).not.toThrow();
  expect(source).not.toMatch(/^\s*(import|export)\s/m);

  expect(source).not.toContain('self.__WB_MANIFEST');
  const urls = [...source.matchAll(/"url":"([^"]+)"/g)].map((match) => match[1]);
  expect(urls).toContain('index.html');
  // The prerendered pages in every language and the shell for the other paths, so an offline start paints at once.
  expect(urls).toEqual(
    expect.arrayContaining([
      'shell.html',
      'hr/index.html',
      'de/car-import-guide/index.html',
      'hr/car-import-guide/index.html',
    ]),
  );
  expect(urls).toContain('manifest.webmanifest');
  expect(urls.some((url) => /^assets\/index-[\w-]+\.js$/.test(url!))).toBe(true);
  expect(urls.some((url) => /^assets\/car-[\w-]+\.js$/.test(url!))).toBe(true);
  expect(urls.some((url) => url!.startsWith('api/'))).toBe(false);

  // Every language's translations are their own chunks (texts-<language>-<namespace>), precached so each language
  // works offline.
  for (const language of ['en', 'hr', 'de']) {
    for (const namespace of ['common', 'details', 'pages']) {
      const chunk = new RegExp(`^assets/texts-${language}-${namespace}-[\\w-]+\\.js$`);
      expect(
        urls.filter((url) => chunk.test(url!)),
        `${language} ${namespace}`,
      ).toHaveLength(1);
    }
  }
});

test('each prerendered page names the texts it renders with, which the browser loads before it hydrates', () => {
  const namespaces = (file: string) =>
    /data-namespaces="([^"]*)"/.exec(readFileSync(path.join(dist, file), 'utf8'))?.[1];
  // Not the static pages' long texts, which an earlier page of the build had loaded.
  for (const file of ['index.html', 'hr/index.html', 'de/index.html']) expect(namespaces(file)).toBe('common');
  expect(namespaces('de/car-import-guide/index.html')).toBe('common,pages');
  expect(namespaces('hr/how-it-works/index.html')).toBe('common,pages');
});
