import 'i18next';
import type admin from '../locales/en/admin.json';
import type ai from '../locales/en/ai.json';
import type auth from '../locales/en/auth.json';
import type common from '../locales/en/common.json';
import type compare from '../locales/en/compare.json';
import type costs from '../locales/en/costs.json';
import type dealer from '../locales/en/dealer.json';
import type details from '../locales/en/details.json';
import type insights from '../locales/en/insights.json';
import type maps from '../locales/en/maps.json';
import type messages from '../locales/en/messages.json';
import type pages from '../locales/en/pages.json';
import type repair from '../locales/en/repair.json';
import type saved from '../locales/en/saved.json';
import type search from '../locales/en/search.json';

// Typed translation keys: t('car.notFound') and t('howItWorks.title', { ns: 'pages' }) are checked
// against the English resources.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      pages: typeof pages;
      auth: typeof auth;
      search: typeof search;
      details: typeof details;
      compare: typeof compare;
      dealer: typeof dealer;
      ai: typeof ai;
      repair: typeof repair;
      saved: typeof saved;
      insights: typeof insights;
      admin: typeof admin;
      messages: typeof messages;
      costs: typeof costs;
      maps: typeof maps;
    };
  }
}
