import { expect, test } from '@playwright/test';

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

test('the web app manifest is served with the expected fields and working icons', async ({ page, request }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', /^#[0-9a-f]{6}$/i);
  const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  const favicons = await page
    .locator('link[rel="icon"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));

  const response = await request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await response.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
  expect(manifest).toMatchObject({ start_url: '/', scope: '/', display: 'standalone' });
  for (const field of ['name', 'short_name', 'description', 'theme_color', 'background_color']) {
    expect(typeof manifest[field], field).toBe('string');
  }

  const expected = [
    { sizes: '192x192', purpose: 'any' },
    { sizes: '512x512', purpose: 'any' },
    { sizes: '512x512', purpose: 'maskable' },
  ];
  expect(manifest.icons.map(({ sizes, purpose }) => ({ sizes, purpose }))).toEqual(expected);

  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    const [width, height] = icon.sizes.split('x').map(Number);
    expect(pngSize(await image.body())).toEqual({ width, height });
  }

  for (const url of [appleIcon, ...favicons]) {
    expect(url).toBeTruthy();
    const file = await request.get(url!);
    expect(file.status(), url!).toBe(200);
    expect(file.headers()['content-type']).toMatch(/^image\//);
  }
});

test('each language links a manifest in its language; the no-JavaScript notice is in all three', async ({
  page,
  request,
}) => {
  for (const [path, language, name] of [
    ['/hr', 'hr', /rabljeni automobili/],
    ['/de', 'de', /Gebrauchtwagen/],
    ['/', 'en', /used cars/],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = (await (await request.get(href!)).json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({ id: '/', lang: language, start_url: path, scope: '/' });
    expect(manifest.name).toMatch(name);
  }

  const html = await (await request.get('/')).text();
  const notice = html.slice(html.indexOf('<noscript>'), html.indexOf('</noscript>'));
  expect(notice).toContain('needs JavaScript');
  expect(notice).toContain('potreban je JavaScript');
  expect(notice).toContain('benötigt JavaScript');
});
