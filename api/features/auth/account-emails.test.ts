import { describe, expect, it } from 'vitest';
import { accountLink } from './account-emails';
import { renderAccountEmail } from './account-email-templates';

const TOKEN = 'T'.repeat(43);

describe('account email links', () => {
  it.each([
    ['en', 'verify', 'https://auto.example.hr/verify-success?token=' + TOKEN],
    ['hr', 'verify', 'https://auto.example.hr/hr/verify-success?token=' + TOKEN],
    ['de', 'reset', 'https://auto.example.hr/de/reset-password?token=' + TOKEN],
  ] as const)('%s %s → %s', (language, kind, expected) => {
    expect(accountLink('https://auto.example.hr', language, kind, TOKEN)).toBe(expected);
  });
});

describe('account email texts', () => {
  const link = 'https://auto.example.hr/verify-success?token=' + TOKEN;

  it.each(['en', 'hr', 'de'] as const)(
    '%s: both kinds carry the link in text and HTML, with the name escaped',
    (language) => {
      for (const kind of ['verify', 'reset'] as const) {
        const email = renderAccountEmail(kind, language, '<Ana & Co>', link);
        expect(email.subject.length).toBeGreaterThan(10);
        expect(email.text).toContain(link);
        expect(email.html).toContain(`href="${link}"`);
        expect(email.text).toContain('<Ana & Co>');
        expect(email.html).toContain('&lt;Ana &amp; Co&gt;');
        expect(email.html).not.toContain('<Ana');
        expect(email.html).toContain(`<html lang="${language}">`);
      }
    },
  );

  it('speaks each language with its own letters', () => {
    const hr = renderAccountEmail('verify', 'hr', 'Đurđa', link);
    expect(hr.subject).toBe('Potvrdite svoju adresu e-pošte za Autotržni');
    expect(hr.text).toContain('Pozdrav, Đurđa!');
    expect(hr.text).toContain('Srdačan pozdrav,');
    const de = renderAccountEmail('reset', 'de', 'Jürgen', link);
    expect(de.subject).toBe('Passwort für Autotržni zurücksetzen');
    expect(de.text).toContain('Viele Grüße');
    expect(de.text).toContain('Ihr Passwort bleibt unverändert.');
    const en = renderAccountEmail('reset', 'en', 'Ann', link);
    expect(en.text).toContain('valid for 1 hour');
  });
});
