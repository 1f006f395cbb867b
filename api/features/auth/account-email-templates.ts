/**
 * The verification and password-reset emails in the account's language, and the note to an account's owner
 * that someone tried to register with their address (registration does not say the address is taken).
 */
import type { Language } from '@contract/catalog';
import { renderEmail, type RenderedEmail } from '../../platform/mail/email-layout';

interface Texts {
  greeting: (name: string) => string;
  fallbackHint: string;
  signOff: string[];
  verify: { subject: string; intro: string; action: string; note: string };
  reset: { subject: string; intro: string; action: string; note: string };
  attempt: { subject: string; intro: string; action: string; forgot: (link: string) => string; note: string };
}

const TEXTS: Record<Language, Texts> = {
  en: {
    greeting: (name) => `Hello ${name},`,
    fallbackHint: 'If the button does not work, copy this link into your browser:',
    signOff: ['Kind regards,', 'The Autotržni team'],
    verify: {
      subject: 'Confirm your email address for Autotržni',
      intro: 'Thank you for registering with Autotržni. Please confirm your email address so that you can sign in.',
      action: 'Confirm email address',
      note: 'The link is valid for 24 hours and can be used once. If you did not create an account, you can safely ignore this email.',
    },
    reset: {
      subject: 'Reset your Autotržni password',
      intro: 'We received a request to reset the password of your Autotržni account.',
      action: 'Choose a new password',
      note: 'The link is valid for 1 hour and can be used once. If you did not ask for this, ignore this email: your password stays unchanged.',
    },
    attempt: {
      subject: 'Someone tried to register with your email address',
      intro:
        'Someone just tried to create a new Autotržni account with this email address. You already have an account with it, so no second account was made.',
      action: 'Sign in',
      forgot: (link) => `If you have forgotten your password, you can choose a new one here: ${link}`,
      note: 'If this was not you, you can ignore this email: nothing about your account has changed.',
    },
  },
  hr: {
    greeting: (name) => `Pozdrav, ${name}!`,
    fallbackHint: 'Ako gumb ne radi, kopirajte ovu poveznicu u preglednik:',
    signOff: ['Srdačan pozdrav,', 'Vaš tim Autotržnog'],
    verify: {
      subject: 'Potvrdite svoju adresu e-pošte za Autotržni',
      intro:
        'Hvala što ste se registrirali na Autotržnom. Potvrdite svoju adresu e-pošte kako biste se mogli prijaviti.',
      action: 'Potvrdi adresu e-pošte',
      note: 'Poveznica vrijedi 24 sata i može se iskoristiti samo jednom. Ako niste otvorili račun, slobodno zanemarite ovu poruku.',
    },
    reset: {
      subject: 'Promjena lozinke za Autotržni',
      intro: 'Primili smo zahtjev za promjenu lozinke vašeg računa na Autotržnom.',
      action: 'Postavi novu lozinku',
      note: 'Poveznica vrijedi jedan sat i može se iskoristiti samo jednom. Ako niste zatražili promjenu, zanemarite ovu poruku – vaša lozinka ostaje nepromijenjena.',
    },
    attempt: {
      subject: 'Netko se pokušao registrirati s vašom adresom e-pošte',
      intro:
        'Netko je upravo pokušao otvoriti novi račun na Autotržnom s ovom adresom e-pošte. S njom već imate račun, pa drugi račun nije otvoren.',
      action: 'Prijavi se',
      forgot: (link) => `Ako ste zaboravili lozinku, novu možete postaviti ovdje: ${link}`,
      note: 'Ako to niste bili vi, zanemarite ovu poruku: na vašem se računu ništa nije promijenilo.',
    },
  },
  de: {
    greeting: (name) => `Hallo ${name},`,
    fallbackHint: 'Falls die Schaltfläche nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:',
    signOff: ['Viele Grüße', 'Ihr Autotržni-Team'],
    verify: {
      subject: 'Bestätigen Sie Ihre E-Mail-Adresse für Autotržni',
      intro:
        'vielen Dank für Ihre Registrierung bei Autotržni. Bitte bestätigen Sie Ihre E-Mail-Adresse, damit Sie sich anmelden können.',
      action: 'E-Mail-Adresse bestätigen',
      note: 'Der Link ist 24 Stunden gültig und kann nur einmal verwendet werden. Falls Sie kein Konto angelegt haben, können Sie diese E-Mail einfach ignorieren.',
    },
    reset: {
      subject: 'Passwort für Autotržni zurücksetzen',
      intro: 'wir haben eine Anfrage erhalten, das Passwort Ihres Autotržni-Kontos zurückzusetzen.',
      action: 'Neues Passwort festlegen',
      note: 'Der Link ist eine Stunde gültig und kann nur einmal verwendet werden. Falls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail – Ihr Passwort bleibt unverändert.',
    },
    attempt: {
      subject: 'Jemand wollte sich mit Ihrer E-Mail-Adresse registrieren',
      intro:
        'soeben hat jemand versucht, mit dieser E-Mail-Adresse ein neues Konto bei Autotržni anzulegen. Sie haben damit bereits ein Konto, daher wurde kein zweites angelegt.',
      action: 'Anmelden',
      forgot: (link) => `Falls Sie Ihr Passwort vergessen haben, können Sie hier ein neues festlegen: ${link}`,
      note: 'Falls Sie das nicht waren, können Sie diese E-Mail ignorieren: An Ihrem Konto hat sich nichts geändert.',
    },
  },
};

export type AccountEmailKind = 'verify' | 'reset';

export function renderAccountEmail(
  kind: AccountEmailKind,
  language: Language,
  name: string,
  link: string,
): RenderedEmail {
  const texts = TEXTS[language];
  const message = texts[kind];
  return renderEmail({
    language,
    subject: message.subject,
    greeting: texts.greeting(name),
    paragraphs: [message.intro],
    action: { label: message.action, url: link, fallbackHint: texts.fallbackHint },
    notes: [message.note],
    signOff: texts.signOff,
  });
}

/** To the owner of an existing account: a registration with their address was tried; sign in or reset. */
export function renderRegistrationAttemptEmail(
  language: Language,
  name: string,
  signInLink: string,
  forgotLink: string,
): RenderedEmail {
  const texts = TEXTS[language];
  const message = texts.attempt;
  return renderEmail({
    language,
    subject: message.subject,
    greeting: texts.greeting(name),
    paragraphs: [message.intro, message.forgot(forgotLink)],
    action: { label: message.action, url: signInLink, fallbackHint: texts.fallbackHint },
    notes: [message.note],
    signOff: texts.signOff,
  });
}
