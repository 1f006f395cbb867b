import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PNG_ICONS, webManifest } from './manifest';
import { renderIcon } from './pwa-icons';

describe('PWA icons', () => {
  it.each(PNG_ICONS)('renders $fileName as a $size px PNG', async ({ source, size }) => {
    const png = await renderIcon(source, size);
    const meta = await sharp(png).metadata();
    expect(meta).toMatchObject({ format: 'png', width: size, height: size });
  });

  it('renders every icon the manifest names', () => {
    const rendered = new Set(PNG_ICONS.map((icon) => `/${icon.fileName}`));
    for (const icon of webManifest.icons ?? []) expect(rendered.has(icon.src)).toBe(true);
  });
});
