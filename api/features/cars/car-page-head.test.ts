/** A dealer's texts go into the car page's <head> as they are: `$&`, `` $` ``, `$'` and `$1` are text, not patterns. */
import { describe, expect, it } from 'vitest';
import { makeCar } from '@contract/testing/listing-fixture';
import { withCarHead } from './car-page-head';

const SHELL =
  '<!doctype html><html lang="en"><head><title>Autotržni</title><meta name="description" content="Used cars">' +
  '<link rel="manifest" href="/manifest.webmanifest"></head><body><div id="root"></div></body></html>';

describe('the car page head', () => {
  it('inserts texts with replacement patterns literally', () => {
    const car = makeCar({
      id: 7,
      brand: 'Škoda',
      model: 'Octavia',
      modelDescription: "RS $& $` $' $1 $$",
      location: "Zagreb $'",
    });
    for (const language of ['en', 'hr', 'de'] as const) {
      const html = withCarHead(SHELL, car, language, 'https://auto.example.hr');
      expect(html).toContain("<title>Škoda Octavia RS $&amp; $` $' $1 $$, 2019 · Autotržni</title>");
      expect(html).toContain(`content="Škoda Octavia RS $&amp; $\` $' $1 $$, 2019 · Autotržni"`);
      expect(html).toMatch(/<meta name="description" content="[^"]*Zagreb \$'">/);
      // The markup around stays whole: one head, one body, the shell's root.
      expect(html.match(/<head>/g)).toHaveLength(1);
      expect(html.match(/<\/head>/g)).toHaveLength(1);
      expect(html.endsWith('<body><div id="root"></div></body></html>')).toBe(true);
      expect(html).toContain(
        language === 'en' ? 'href="/manifest.webmanifest"' : `href="/manifest.${language}.webmanifest"`,
      );
    }
  });
});
