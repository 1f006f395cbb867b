/**
 * The <head> of a shared car page (/car/{id}, /hr/car/{id}, /de/car/{id}): its title, description and Open
 * Graph tags, written by the server into the shell, so that a link pasted into a chat or a social network
 * shows the car (those crawlers run no JavaScript). The app sets the same title once it runs.
 */
import type { Car } from '@contract/car';
import { carPath } from '@contract/car-id';
import { DETAIL_IMAGE_SIZES, carImagePath, carImageSrcSet, carPhotoPath } from '@contract/car-image';

type PageLanguage = 'en' | 'hr' | 'de';

const LOCALES: Record<PageLanguage, string> = { en: 'en-GB', hr: 'hr-HR', de: 'de-DE' };
const OG_LOCALES: Record<PageLanguage, string> = { en: 'en_GB', hr: 'hr_HR', de: 'de_DE' };

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** "Škoda Octavia 2.0 TDI Style, 2019" and "€15,900 · 2019 · 120,000 km · Zagreb, Croatia" in the page's language. */
export function carPageTexts(car: Car, language: PageLanguage): { title: string; description: string } {
  const locale = LOCALES[language];
  const number = new Intl.NumberFormat(locale);
  const price =
    typeof car.price === 'number'
      ? new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(
          car.price,
        )
      : car.price;
  const name = [car.brand, car.model, car.modelDescription].filter(Boolean).join(' ');
  return {
    title: `${name}, ${car.year} · Autotržni`,
    description: [price, String(car.year), `${number.format(car.mileage)} km`, car.location]
      .filter(Boolean)
      .join(' · '),
  };
}

/**
 * The car page's largest paint is its first photo: the browser starts it with the HTML instead of after the
 * app's code and the car's data, at the size the page will pick (the same srcset and sizes).
 */
function photoPreload(car: Car): string {
  const photo = car.photos?.[0]?.id;
  const src = photo ? carPhotoPath(car.id, photo, 'detail') : carImagePath(car.id, 'detail');
  return `<link rel="preload" as="image" href="${src}" imagesrcset="${escapeHtml(carImageSrcSet(car.id, photo))}" imagesizes="${escapeHtml(DETAIL_IMAGE_SIZES)}" fetchpriority="high">`;
}

/** Puts the car's title, description, Open Graph tags and its photo's preload into the shell's HTML. */
export function withCarHead(shell: string, car: Car, language: PageLanguage, origin: string): string {
  const { title, description } = carPageTexts(car, language);
  const prefix = language === 'en' ? '' : `/${language}`;
  const tags = [
    ['og:type', 'website'],
    ['og:site_name', 'Autotržni'],
    ['og:title', title],
    ['og:description', description],
    ['og:url', `${origin}${prefix}${carPath(car)}`],
    ['og:image', `${origin}/api/images/cars/${car.id}/detail`],
    ['og:locale', OG_LOCALES[language]],
  ]
    .map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content!)}">`)
    .join('');
  // Replacer functions throughout: a dealer's text is inserted as it is, never read as a pattern ($&, $`, $' …).
  const manifest = `href="/manifest.${language}.webmanifest"`;
  return shell
    .replace('<html lang="en">', () => `<html lang="${language}">`)
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace(/(<meta name="description" content=")[^"]*"/, (_, start: string) => `${start}${escapeHtml(description)}"`)
    .replace(/href="\/manifest\.webmanifest"/, (found) => (language === 'en' ? found : manifest))
    .replace(
      '</head>',
      () => `${tags}<meta name="twitter:card" content="summary_large_image">${photoPreload(car)}</head>`,
    );
}
