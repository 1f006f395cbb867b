/**
 * /api/alerts/unsubscribe?token=…: the one-click unsubscribe of a saved search's alert emails, without
 * signing in. GET (the link in the email) answers a short page in the buyer's language; POST is RFC 8058's
 * one-click (List-Unsubscribe-Post) and answers JSON. Either turns that one search's alerts off, nothing else.
 * Mounted before the CSRF check: the signed token is the proof.
 */
import { SAVED_SEARCH_ERROR_CODES } from '@contract/saved-search-constants';
import type { Language } from '@contract/catalog';
import { Router } from 'express';
import { HttpError } from '../../platform/http/http-error';
import { escapeHtml } from '../../platform/mail/email-layout';
import type { SavedSearchRepository } from '../saved-searches/saved-search-repository';
import type { UserRepository } from '../users/user-repository';
import { readUnsubscribeToken } from './unsubscribe-token';

const PAGE: Record<
  Language,
  { title: string; done: (name: string) => string; invalid: string; link: string; path: string }
> = {
  en: {
    title: 'Unsubscribed',
    done: (name) => `You will no longer receive emails about new cars for “${name}”.`,
    invalid: 'This unsubscribe link is not valid.',
    link: 'Your saved searches',
    path: '/saved-searches',
  },
  hr: {
    title: 'Odjava je uspjela',
    done: (name) => `Više nećete primati e-poštu o novim automobilima za „${name}”.`,
    invalid: 'Ova poveznica za odjavu nije valjana.',
    link: 'Vaše spremljene pretrage',
    path: '/hr/saved-searches',
  },
  de: {
    title: 'Abgemeldet',
    done: (name) => `Sie erhalten keine E-Mails mehr über neue Fahrzeuge für „${name}“.`,
    invalid: 'Dieser Abmeldelink ist ungültig.',
    link: 'Ihre gespeicherten Suchen',
    path: '/de/saved-searches',
  },
};

function page(language: Language, title: string, text: string, link?: { label: string; href: string }): string {
  return [
    '<!doctype html>',
    `<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)} · Autotržni</title></head>`,
    '<body style="margin:0;padding:24px;font-family:system-ui,Arial,sans-serif;background:#f1f5f9;color:#0f172a;line-height:1.5">',
    '<main style="max-width:560px;margin:40px auto;background:#fff;border-radius:8px;padding:32px">',
    `<h1 style="margin-top:0">${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>`,
    link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : '',
    '</main></body></html>',
  ].join('');
}

export function alertsRouter(deps: {
  secret: string;
  searches: SavedSearchRepository;
  users: UserRepository;
  now?: () => Date;
}): Router {
  const router = Router();
  const now = deps.now ?? (() => new Date());

  async function unsubscribe(token: unknown) {
    const id = typeof token === 'string' && token.length <= 300 ? readUnsubscribeToken(deps.secret, token) : null;
    const search = id ? await deps.searches.findById(id) : null;
    if (!search) return null;
    if (!search.deleted && search.alerts !== 'off') await deps.searches.setAlerts(search.id, 'off', now());
    const user = await deps.users.findById(search.userId);
    return { search, language: user?.language ?? 'en' };
  }

  router.get('/unsubscribe', async (req, res) => {
    const result = await unsubscribe(req.query.token);
    res.set('Cache-Control', 'no-store').type('html');
    if (!result) {
      res.status(400).send(page('en', PAGE.en.invalid, PAGE.en.invalid));
      return;
    }
    const texts = PAGE[result.language];
    res.send(
      page(result.language, texts.title, texts.done(result.search.name), { label: texts.link, href: texts.path }),
    );
  });

  router.post('/unsubscribe', async (req, res) => {
    const result = await unsubscribe(req.query.token ?? (req.body as { token?: unknown } | undefined)?.token);
    if (!result) throw new HttpError(400, SAVED_SEARCH_ERROR_CODES.invalidToken, 'This unsubscribe link is not valid.');
    res.json({ success: true });
  });

  return router;
}
