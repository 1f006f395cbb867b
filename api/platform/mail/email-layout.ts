/** One look for every email: a plain-text body and an HTML body from the same parts, all text escaped. */
import type { Language } from '@contract/catalog';

/** A card in an email (a car in an alert): photo, name, price, key facts and a link. */
export interface EmailItem {
  title: string;
  price: string;
  facts: string;
  url: string;
  imageUrl?: string;
  /** A short note in bold, e.g. "Price down by 1.000 €". */
  highlight?: string;
}

export interface EmailContent {
  language: Language;
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** Cards after the paragraphs (alerts). */
  items?: EmailItem[];
  action?: { label: string; url: string; fallbackHint: string };
  /** Paragraphs after the button. */
  notes?: string[];
  /** Lines of the sign-off, e.g. ["Kind regards", "The Autotržni team"]. */
  signOff: string[];
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

export function renderEmail(content: EmailContent): RenderedEmail {
  const textParts = [content.greeting, '', ...content.paragraphs.flatMap((paragraph) => [paragraph, ''])];
  for (const item of content.items ?? []) {
    textParts.push(
      `${item.title} – ${item.price}`,
      ...(item.highlight ? [item.highlight] : []),
      item.facts,
      item.url,
      '',
    );
  }
  if (content.action) textParts.push(`${content.action.label}:`, content.action.url, '');
  for (const note of content.notes ?? []) textParts.push(note, '');
  textParts.push(...content.signOff);

  // Line breaks inside a paragraph (a letter's sign-off and name) stay line breaks.
  const paragraph = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text).replace(/\r?\n/g, '<br>')}</p>`;
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block;font-weight:600">${escapeHtml(content.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#475569">${escapeHtml(content.action.fallbackHint)}<br><a href="${escapeHtml(content.action.url)}" style="color:#1d4ed8;word-break:break-all">${escapeHtml(content.action.url)}</a></p>`
    : '';
  const items = (content.items ?? []).map(
    (item) =>
      `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border:1px solid #e2e8f0;border-radius:8px"><tr>` +
      (item.imageUrl
        ? `<td width="150" style="padding:12px;vertical-align:top"><a href="${escapeHtml(item.url)}"><img src="${escapeHtml(item.imageUrl)}" width="150" alt="${escapeHtml(item.title)}" style="display:block;width:150px;max-width:100%;border-radius:6px"></a></td>`
        : '') +
      `<td style="padding:12px;vertical-align:top"><p style="margin:0 0 4px;font-weight:700"><a href="${escapeHtml(item.url)}" style="color:#0f172a;text-decoration:none">${escapeHtml(item.title)}</a></p>` +
      `<p style="margin:0 0 4px;font-size:18px;font-weight:700;color:#0b4f8a">${escapeHtml(item.price)}</p>` +
      (item.highlight
        ? `<p style="margin:0 0 4px;font-weight:700;color:#15803d">${escapeHtml(item.highlight)}</p>`
        : '') +
      `<p style="margin:0;font-size:13px;color:#475569">${escapeHtml(item.facts)}</p></td></tr></table>`,
  );
  const html = [
    '<!doctype html>',
    `<html lang="${content.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">',
    paragraph(content.greeting),
    ...content.paragraphs.map(paragraph),
    ...items,
    action,
    ...(content.notes ?? []).map(paragraph),
    `<p style="margin:24px 0 0">${content.signOff.map(escapeHtml).join('<br>')}</p>`,
    '</div></body></html>',
  ].join('\n');

  return { subject: content.subject, text: textParts.join('\n'), html };
}
