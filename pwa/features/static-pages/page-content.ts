/**
 * The shape of the static pages' texts in `locales/<language>/pages.json` (written by the content writer):
 * identical in the three languages, checked by locales.test.ts.
 */
export interface PageSection {
  heading: string;
  paragraphs: string[];
  items?: string[];
}

export interface PageContent {
  title: string;
  metaDescription: string;
  intro: string;
  /** Legal pages: the date of the current version. */
  updated?: string;
  /** The import guide: "general information, not advice". */
  disclaimer?: string;
  sections: PageSection[];
}

export const STATIC_PAGES = ['howItWorks', 'termsOfService', 'privacyPolicy', 'cookiePolicy', 'importGuide'] as const;
export type StaticPageKey = (typeof STATIC_PAGES)[number];

/** The stable anchor of a section (the same in every language, so a language switch keeps the hash). */
export function sectionId(index: number): string {
  return `section-${index + 1}`;
}

/** Reads a page's texts defensively (a half-written translation shows what it has instead of crashing). */
export function toPageContent(value: unknown): PageContent {
  const record = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const text = (key: string) => (typeof record[key] === 'string' ? (record[key] as string) : '');
  const sections = Array.isArray(record.sections) ? record.sections : [];
  return {
    title: text('title'),
    metaDescription: text('metaDescription'),
    intro: text('intro'),
    updated: text('updated') || undefined,
    disclaimer: text('disclaimer') || undefined,
    sections: sections.map((section: unknown) => {
      const item = (section && typeof section === 'object' ? section : {}) as Record<string, unknown>;
      const strings = (list: unknown) =>
        Array.isArray(list) ? list.filter((entry): entry is string => typeof entry === 'string') : [];
      return {
        heading: typeof item.heading === 'string' ? item.heading : '',
        paragraphs: strings(item.paragraphs),
        items: item.items === undefined ? undefined : strings(item.items),
      };
    }),
  };
}
