/** One look for every email: a plain-text body and an HTML body from the same parts, all text escaped. */
import type { Language } from '@contract/catalog';

export interface EmailContent {
  language: Language;
  subject: string;
  greeting: string;
  paragraphs: string[];
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
  if (content.action) textParts.push(`${content.action.label}:`, content.action.url, '');
  for (const note of content.notes ?? []) textParts.push(note, '');
  textParts.push(...content.signOff);

  // Line breaks inside a paragraph (a letter's sign-off and name) stay line breaks.
  const paragraph = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text).replace(/\r?\n/g, '<br>')}</p>`;
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block;font-weight:600">${escapeHtml(content.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#475569">${escapeHtml(content.action.fallbackHint)}<br><a href="${escapeHtml(content.action.url)}" style="color:#1d4ed8;word-break:break-all">${escapeHtml(content.action.url)}</a></p>`
    : '';
  const html = [
    '<!doctype html>',
    `<html lang="${content.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f1f5f9;font-family:Arial,Helvetica,sans-serif;color:#0f172a;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">',
    paragraph(content.greeting),
    ...content.paragraphs.map(paragraph),
    action,
    ...(content.notes ?? []).map(paragraph),
    `<p style="margin:24px 0 0">${content.signOff.map(escapeHtml).join('<br>')}</p>`,
    '</div></body></html>',
  ].join('\n');

  return { subject: content.subject, text: textParts.join('\n'), html };
}
