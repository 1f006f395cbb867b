/**
 * The alert emails in the buyer's language: new cars for a saved search (cards with photo, price, key
 * facts and a link, a link to all matches, and a one-click unsubscribe link plus List-Unsubscribe headers),
 * and a watched car's price drop or sale.
 */
import { carImagePath } from '@contract/car-image';
import { carPath } from '@contract/car-id';
import type { Language } from '@contract/catalog';
import { searchQueryFromRequest } from '@contract/search-url';
import type { SearchFilters } from '@contract/search-semantics';
import type { ListingDoc } from '../cars/listing-collection';
import { renderEmail, type EmailItem } from '../../platform/mail/email-layout';
import type { MailMessage } from '../../platform/mail/mailer';
import { FUEL_NAMES, describeSearch } from './search-description';

const LOCALES: Record<Language, string> = { en: 'en-GB', hr: 'hr-HR', de: 'de-DE' };

const FUELS = FUEL_NAMES;

function croatianForm(count: number): 'one' | 'few' | 'other' {
  const last = count % 10;
  const lastTwo = count % 100;
  if (last === 1 && lastTwo !== 11) return 'one';
  if (last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)) return 'few';
  return 'other';
}

interface Texts {
  greeting: (name: string) => string;
  signOff: string[];
  fallbackHint: string;
  newCarsSubject: (count: number, search: string) => string;
  newCarsIntro: (count: number, search: string) => string;
  showAll: string;
  unsubscribe: (url: string) => string;
  priceDropSubject: (car: string) => string;
  priceDropIntro: (from: string, to: string) => string;
  priceDown: (amount: string) => string;
  soldSubject: (car: string) => string;
  soldIntro: string;
  viewCar: string;
  watchedCars: string;
  watchNote: string;
}

const TEXTS: Record<Language, Texts> = {
  en: {
    greeting: (name) => `Hello ${name},`,
    signOff: ['Kind regards,', 'The Autotržni team'],
    fallbackHint: 'If the button does not work, copy this link into your browser:',
    newCarsSubject: (count, search) =>
      count === 1 ? `A new car for “${search}”` : `${count} new cars for “${search}”`,
    newCarsIntro: (count, search) =>
      count === 1
        ? `A new listing matches your saved search “${search}”:`
        : `${count} new listings match your saved search “${search}”:`,
    showAll: 'Show all matching cars',
    unsubscribe: (url) =>
      `You receive this email because you saved this search with email alerts. To stop emails for this search, open: ${url}`,
    priceDropSubject: (car) => `Price drop: ${car}`,
    priceDropIntro: (from, to) => `The price of a car you watch went down from ${from} to ${to}.`,
    priceDown: (amount) => `Price down by ${amount}`,
    soldSubject: (car) => `Sold: ${car}`,
    soldIntro: 'A car you watch has been sold.',
    viewCar: 'View the car',
    watchedCars: 'Your watched cars',
    watchNote: 'You receive this email because you watch this car. You can stop watching it on your watched cars page.',
  },
  hr: {
    greeting: (name) => `Pozdrav, ${name}!`,
    signOff: ['Srdačan pozdrav,', 'Vaš tim Autotržnog'],
    fallbackHint: 'Ako gumb ne radi, kopirajte ovu poveznicu u preglednik:',
    newCarsSubject: (count, search) =>
      ({
        one: `${count} novi automobil za „${search}”`,
        few: `${count} nova automobila za „${search}”`,
        other: `${count} novih automobila za „${search}”`,
      })[croatianForm(count)],
    newCarsIntro: (count, search) =>
      ({
        one: `${count} novi oglas odgovara vašoj spremljenoj pretrazi „${search}”:`,
        few: `${count} nova oglasa odgovaraju vašoj spremljenoj pretrazi „${search}”:`,
        other: `${count} novih oglasa odgovara vašoj spremljenoj pretrazi „${search}”:`,
      })[croatianForm(count)],
    showAll: 'Prikaži sve odgovarajuće automobile',
    unsubscribe: (url) =>
      `Ovu poruku primate jer ste spremili ovu pretragu s obavijestima e-poštom. Za odjavu od obavijesti za ovu pretragu otvorite: ${url}`,
    priceDropSubject: (car) => `Niža cijena: ${car}`,
    priceDropIntro: (from, to) => `Cijena automobila koji pratite pala je s ${from} na ${to}.`,
    priceDown: (amount) => `Cijena niža za ${amount}`,
    soldSubject: (car) => `Prodano: ${car}`,
    soldIntro: 'Automobil koji pratite je prodan.',
    viewCar: 'Pogledaj automobil',
    watchedCars: 'Vaši praćeni automobili',
    watchNote:
      'Ovu poruku primate jer pratite ovaj automobil. Praćenje možete prekinuti na stranici praćenih automobila.',
  },
  de: {
    greeting: (name) => `Hallo ${name},`,
    signOff: ['Viele Grüße', 'Ihr Autotržni-Team'],
    fallbackHint: 'Falls die Schaltfläche nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:',
    newCarsSubject: (count, search) =>
      count === 1 ? `Ein neues Fahrzeug für „${search}“` : `${count} neue Fahrzeuge für „${search}“`,
    newCarsIntro: (count, search) =>
      count === 1
        ? `Ein neues Inserat passt zu Ihrer gespeicherten Suche „${search}“:`
        : `${count} neue Inserate passen zu Ihrer gespeicherten Suche „${search}“:`,
    showAll: 'Alle passenden Fahrzeuge anzeigen',
    unsubscribe: (url) =>
      `Sie erhalten diese E-Mail, weil Sie diese Suche mit E-Mail-Benachrichtigung gespeichert haben. Um die E-Mails zu dieser Suche abzubestellen, öffnen Sie: ${url}`,
    priceDropSubject: (car) => `Preissenkung: ${car}`,
    priceDropIntro: (from, to) =>
      `Der Preis eines Fahrzeugs, das Sie sich gemerkt haben, ist von ${from} auf ${to} gesunken.`,
    priceDown: (amount) => `Preis um ${amount} gesunken`,
    soldSubject: (car) => `Verkauft: ${car}`,
    soldIntro: 'Ein Fahrzeug, das Sie sich gemerkt haben, wurde verkauft.',
    viewCar: 'Fahrzeug ansehen',
    watchedCars: 'Ihre gemerkten Fahrzeuge',
    watchNote:
      'Sie erhalten diese E-Mail, weil Sie sich dieses Fahrzeug gemerkt haben. Sie können es auf der Seite Ihrer gemerkten Fahrzeuge entfernen.',
  },
};

export interface Recipient {
  email: string;
  name: string;
  language: Language;
}

function prefix(language: Language): string {
  return language === 'en' ? '' : `/${language}`;
}

function euros(value: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  }).format(value);
}

function carItem(listing: ListingDoc, origin: string, language: Language, highlight?: string): EmailItem {
  const price = typeof listing.price === 'number' ? listing.price : 0;
  const km = new Intl.NumberFormat(LOCALES[language]).format(listing.mileage);
  return {
    title: `${listing.brand} ${listing.model}${listing.modelDescription ? ` ${listing.modelDescription}` : ''}`,
    price: euros(price, language),
    facts: [String(listing.year), `${km} km`, FUELS[language][listing.fuelType] ?? listing.fuelType, listing.location]
      .filter(Boolean)
      .join(' · '),
    url: `${origin}${prefix(language)}${carPath(listing)}`,
    imageUrl: `${origin}${carImagePath(listing.id, 'card')}`,
    highlight,
  };
}

export function newCarsEmail(options: {
  to: Recipient;
  searchName: string;
  filters: SearchFilters;
  listings: ListingDoc[];
  origin: string;
  unsubscribeUrl: string;
}): MailMessage {
  const { to, origin } = options;
  const texts = TEXTS[to.language];
  const query = searchQueryFromRequest(options.filters).toString();
  const searchUrl = `${origin}${prefix(to.language) || '/'}${query ? `?${query}` : ''}`;
  const rendered = renderEmail({
    language: to.language,
    subject: texts.newCarsSubject(options.listings.length, options.searchName),
    greeting: texts.greeting(to.name),
    paragraphs: [
      texts.newCarsIntro(options.listings.length, options.searchName),
      ...[describeSearch(options.filters, to.language)].filter((line): line is string => line !== undefined),
    ],
    items: options.listings.map((listing) => carItem(listing, origin, to.language)),
    action: { label: texts.showAll, url: searchUrl, fallbackHint: texts.fallbackHint },
    notes: [texts.unsubscribe(options.unsubscribeUrl)],
    signOff: texts.signOff,
  });
  return {
    to: to.email,
    ...rendered,
    link: searchUrl,
    headers: {
      'List-Unsubscribe': `<${options.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

export function watchedCarEmail(
  options: { to: Recipient; listing: ListingDoc; origin: string } & (
    { kind: 'price'; oldPrice: number; newPrice: number } | { kind: 'sold' }
  ),
): MailMessage {
  const { to: recipient, listing, origin } = options;
  const texts = TEXTS[recipient.language];
  const car = `${listing.brand} ${listing.model}`;
  const item =
    options.kind === 'price'
      ? carItem(
          listing,
          origin,
          recipient.language,
          texts.priceDown(euros(options.oldPrice - options.newPrice, recipient.language)),
        )
      : carItem(listing, origin, recipient.language);
  const watchedUrl = `${origin}${prefix(recipient.language)}/watched-cars`;
  const rendered = renderEmail({
    language: recipient.language,
    subject: options.kind === 'price' ? texts.priceDropSubject(car) : texts.soldSubject(car),
    greeting: texts.greeting(recipient.name),
    paragraphs: [
      options.kind === 'price'
        ? texts.priceDropIntro(euros(options.oldPrice, recipient.language), euros(options.newPrice, recipient.language))
        : texts.soldIntro,
    ],
    items: [item],
    action:
      options.kind === 'price'
        ? { label: texts.viewCar, url: item.url, fallbackHint: texts.fallbackHint }
        : { label: texts.watchedCars, url: watchedUrl, fallbackHint: texts.fallbackHint },
    notes: [texts.watchNote],
    signOff: texts.signOff,
  });
  return { to: recipient.email, ...rendered, link: options.kind === 'price' ? item.url : watchedUrl };
}
