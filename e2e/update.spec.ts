import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

test.use({ serviceWorkers: 'allow' });

const swFile = path.resolve(import.meta.dirname, '..', 'dist', 'sw.js');

/** Asks the controlling worker which version it is (only the "next" build below answers). */
function controllerVersion(page: Page): Promise<string | null> {
  return page.evaluate(
    () =>
      new Promise<string | null>((resolve) => {
        const controller = navigator.serviceWorker.controller;
        if (!controller) return resolve(null);
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(String(event.data));
        controller.postMessage('E2E_VERSION', [channel.port2]);
        setTimeout(() => resolve('current'), 500);
      }),
  );
}

test('a new service worker waits, the app offers a reload, and the reload activates it', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => controllerVersion(page)).toBe('current');
  const prompt = page.getByText('A new version is available.');
  await expect(prompt).toBeHidden();

  // "Deploy" a new version: the served sw.js changes (restored afterwards).
  const original = readFileSync(swFile, 'utf8');
  try {
    writeFileSync(
      swFile,
      `${original}\nself.addEventListener('message', (event) => { if (event.data === 'E2E_VERSION') event.ports[0].postMessage('next'); });\n`,
    );
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });

    await expect(prompt).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
    // Nothing reloads by itself: the new worker waits (installed, not activated) and the old one keeps control
    // until the user asks.
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state)).toBe(
      'installed',
    );
    expect(await controllerVersion(page)).toBe('current');

    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect(page.getByRole('banner')).toBeVisible();
    await expect.poll(() => controllerVersion(page)).toBe('next');
    await expect(prompt).toBeHidden();
  } finally {
    writeFileSync(swFile, original);
  }
});
