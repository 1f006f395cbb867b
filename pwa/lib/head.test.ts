import { describe, expect, it } from 'vitest';
import { alternateUrls, canonicalUrl } from './head';

const origin = 'https://autotrzni.hr';

describe('canonicalUrl', () => {
  it('removes search terms, filters and tracking; keeps the page number', () => {
    expect(canonicalUrl(origin, '/', '?brand=Audi&model=A4&minPrice=1000&q=red+car&sort=price_desc&utm_source=x')).toBe(
      `${origin}/`,
    );
    expect(canonicalUrl(origin, '/hr', '?page=3&brand=Audi')).toBe(`${origin}/hr?page=3`);
    expect(canonicalUrl(origin, '/hr', '?page=1')).toBe(`${origin}/hr`);
  });

  it('drops a trailing slash but keeps the root', () => {
    expect(canonicalUrl(origin, '/de/')).toBe(`${origin}/de`);
    expect(canonicalUrl(origin, '/')).toBe(`${origin}/`);
  });
});

describe('alternateUrls', () => {
  it('lists the page in en, hr, de and x-default', () => {
    expect(alternateUrls(origin, '/hr/car/MTIz', '?q=x')).toEqual([
      { hrefLang: 'en', href: `${origin}/car/MTIz` },
      { hrefLang: 'hr', href: `${origin}/hr/car/MTIz` },
      { hrefLang: 'de', href: `${origin}/de/car/MTIz` },
      { hrefLang: 'x-default', href: `${origin}/car/MTIz` },
    ]);
  });

  it('gives the import guide the same path after each prefix', () => {
    expect(alternateUrls(origin, '/de/car-import-guide').map((alternate) => alternate.href)).toEqual([
      `${origin}/car-import-guide`,
      `${origin}/hr/car-import-guide`,
      `${origin}/de/car-import-guide`,
      `${origin}/car-import-guide`,
    ]);
  });
});
