/**
 * The car page's HTML from a server renderer: rendered into the template with the car as a JSON block that no
 * dealer's text can end, kept per address until the listing changes (or a minute passes), the shell with the
 * car's head tags when there is no renderer or a render takes too long. The renderer here is a real module file
 * written for the test (the build's bundle needs a build), counting its renders.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeCar } from '@contract/testing/listing-fixture';
import { CAR_PAGE_TEMPLATE } from '@contract/prerendered-pages';
import { carPageHtml } from './car-page-html';

const SHELL =
  '<!doctype html><html lang="en"><head><title>Autotržni</title><meta name="description" content="Used cars"></head><body><div id="root"></div></body></html>';
const TEMPLATE = SHELL.replace('</head>', '<link rel="stylesheet" href="/assets/car.css"></head>');
const folders: string[] = [];

function build({
  delayMs = 0,
  body = "'<h1>' + car.brand + ' ' + car.model + ' (' + car.viewCount + ' views) at ' + path + '</h1>'",
} = {}) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'car-page-html-'));
  folders.push(folder);
  const distDir = path.join(folder, 'dist');
  const serverRendererDir = path.join(folder, 'dist-ssr');
  fs.mkdirSync(distDir);
  fs.mkdirSync(serverRendererDir);
  fs.writeFileSync(path.join(distDir, 'shell.html'), SHELL);
  fs.writeFileSync(path.join(serverRendererDir, CAR_PAGE_TEMPLATE), TEMPLATE);
  fs.writeFileSync(
    path.join(serverRendererDir, 'prerender.js'),
    `export let renders = 0;
     export async function renderCarPage(path, car) {
       renders += 1;
       await new Promise((resolve) => setTimeout(resolve, ${delayMs}));
       return { body: ${body}, namespaces: ['common', 'details'] };
     }`,
  );
  const renders = async () =>
    ((await import(path.join(serverRendererDir, 'prerender.js'))) as { renders: number }).renders;
  return { distDir, serverRendererDir, renders };
}

afterAll(() => folders.forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })));

const origin = 'https://auto.example.hr';

describe('the car page HTML', () => {
  it("renders the car into the template, with the car as a JSON block a dealer's text cannot end", async () => {
    const { distDir, serverRendererDir } = build();
    const carPage = carPageHtml({ distDir, serverRendererDir });
    const car = makeCar({
      id: 7,
      brand: 'Škoda',
      model: 'Octavia',
      description: "Top </script><script>alert(1)</script> <!-- $& $'",
    });
    const html = (await carPage({ path: '/hr/car/Nw', language: 'hr', car, origin }))!;
    expect(html).toContain('<html lang="hr">');
    expect(html).toContain('<link rel="stylesheet" href="/assets/car.css">');
    expect(html).toContain(
      `<div id="root" data-namespaces="common,details"><h1>Škoda Octavia (${car.viewCount} views) at /hr/car/Nw</h1></div>`,
    );
    const block = /<script type="application\/json" id="car-page-data">([\s\S]*?)<\/script>/.exec(html);
    expect(block).not.toBeNull();
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(block![1]!)).toEqual(car);
  });

  it('keeps a page until the listing changes, but not for the view count, and not past its age', async () => {
    const { distDir, serverRendererDir, renders } = build();
    let clock = 0;
    const carPage = carPageHtml({ distDir, serverRendererDir, maxAgeMs: 60_000, now: () => clock });
    const car = makeCar({ id: 8, price: 15_900, viewCount: 3 });
    const first = await carPage({ path: '/car/OA', language: 'en', car, origin });
    expect(await carPage({ path: '/car/OA', language: 'en', car: { ...car, viewCount: 4 }, origin })).toBe(first);
    expect(await renders()).toBe(1);
    // Another address (language) is another page.
    await carPage({ path: '/de/car/OA', language: 'de', car, origin });
    expect(await renders()).toBe(2);
    // The dealer lowers the price: rendered again at once.
    expect(await carPage({ path: '/car/OA', language: 'en', car: { ...car, price: 14_900 }, origin })).not.toBe(first);
    expect(await renders()).toBe(3);
    clock += 60_000;
    await carPage({ path: '/car/OA', language: 'en', car: { ...car, price: 14_900 }, origin });
    expect(await renders()).toBe(4);
  });

  it("answers the shell with the car's head tags when a render takes too long, and keeps the render for the next visitor", async () => {
    const { distDir, serverRendererDir, renders } = build({ delayMs: 300 });
    const carPage = carPageHtml({ distDir, serverRendererDir, renderBudgetMs: 50 });
    const car = makeCar({ id: 9, brand: 'Fiat', model: '500' });
    const first = (await carPage({ path: '/car/OQ', language: 'en', car, origin }))!;
    expect(first).toContain('<div id="root"></div>');
    expect(first).toContain('<title>Fiat 500');
    await expect
      .poll(async () => (await carPage({ path: '/car/OQ', language: 'en', car, origin }))!.includes('<h1>Fiat 500'), {
        timeout: 10_000,
      })
      .toBe(true);
    expect(await renders()).toBe(1);
  });

  it('refuses markup the CSP would block (a style attribute)', async () => {
    const { distDir, serverRendererDir } = build({ body: '\'<div style="top:0"></div>\'' });
    const carPage = carPageHtml({ distDir, serverRendererDir });
    await expect(carPage({ path: '/car/MTE', language: 'en', car: makeCar({ id: 11 }), origin })).rejects.toThrow(
      /style=/,
    );
  });

  it("answers the shell with the car's head tags without a server renderer, and nothing without a build", async () => {
    const { distDir } = build();
    const car = makeCar({ id: 10 });
    const withShell = await carPageHtml({ distDir, serverRendererDir: path.join(distDir, 'none') })({
      path: '/car/MTA',
      language: 'en',
      car,
      origin,
    });
    expect(withShell).toContain('<div id="root"></div>');
    expect(withShell).toContain('og:title');
    expect(
      await carPageHtml({ distDir: path.join(distDir, 'none'), serverRendererDir: path.join(distDir, 'none') })({
        path: '/car/MTA',
        language: 'en',
        car,
        origin,
      }),
    ).toBeNull();
  });
});
