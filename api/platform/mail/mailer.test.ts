/** Both mail paths: SMTP to a real server on loopback, and the default .eml outbox with its log line. */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseMail } from '../testing/mime';
import { startSmtpSink, type SmtpSink } from '../testing/smtp-sink';
import { createMailer } from './create-mailer';
import { renderEmail } from './email-layout';

const FROM = 'Autotržni <no-reply@autotrzni.local>';
const content = renderEmail({
  language: 'hr',
  subject: 'Čestitamo, Đurđa! Vaš oglas je objavljen',
  greeting: 'Pozdrav, Đurđa!',
  paragraphs: ['Vaš oglas za Škodu Octaviju je objavljen. Sretno s prodajom – <b>nije HTML</b>.'],
  action: {
    label: 'Pogledaj oglas',
    url: 'http://localhost:3000/hr/car/MTI?x=1&y=2',
    fallbackHint: 'Ako gumb ne radi, kopirajte ovu poveznicu:',
  },
  signOff: ['Srdačan pozdrav,', 'Vaš tim Autotržnog'],
});

let dataDir: string;
beforeEach(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'mail-test-'));
});
afterEach(() => fs.rm(dataDir, { recursive: true, force: true }));

describe('SMTP (SMTP_URL set)', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.close());

  it('delivers plain text and HTML with the configured sender', async () => {
    const mailer = createMailer({ smtpUrl: sink.url, mailFrom: FROM, dataDir }, pino({ level: 'silent' }));
    expect(mailer.kind).toBe('smtp');
    await mailer.send({ to: 'djurdja@example.test', replyTo: 'team@autotrzni.local', ...content });
    const mail = await sink.nextMailTo('djurdja@example.test');
    expect(mail.envelopeFrom).toBe('no-reply@autotrzni.local');
    expect(mail.from).toBe(FROM);
    expect(mail.headers.get('reply-to')).toBe('team@autotrzni.local');
    expect(mail.subject).toBe(content.subject);
    expect(mail.text).toBe(content.text);
    expect(mail.html.trim()).toBe(content.html.trim());
    expect(mail.html).toContain('&lt;b&gt;nije HTML&lt;/b&gt;');
    expect(mail.html).toContain('href="http://localhost:3000/hr/car/MTI?x=1&amp;y=2"');
    await expect(fs.readdir(dataDir)).resolves.toEqual([]);
  });
});

describe('outbox (the default without SMTP_URL)', () => {
  it('writes each message as an .eml file under DATA_DIR/outbox and logs its link', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const mailer = createMailer({ smtpUrl: undefined, mailFrom: FROM, dataDir }, pino({ level: 'info' }, logStream));
    expect(mailer.kind).toBe('outbox');
    await mailer.send({ to: 'first@example.test', ...content, link: 'http://localhost:3000/verify-success?token=abc' });
    await mailer.send({ to: 'second@example.test', ...content });

    const files = (await fs.readdir(path.join(dataDir, 'outbox'))).sort();
    expect(files).toHaveLength(2);
    expect(files.every((file) => file.endsWith('.eml'))).toBe(true);
    const mails = await Promise.all(
      files.map(async (file) => parseMail(await fs.readFile(path.join(dataDir, 'outbox', file), 'utf8'))),
    );
    expect(mails.map((mail) => mail.to).sort()).toEqual(['first@example.test', 'second@example.test']);
    for (const mail of mails) {
      expect(mail.from).toBe(FROM);
      expect(mail.subject).toBe(content.subject);
      expect(mail.text).toBe(content.text);
      expect(mail.html.trim()).toBe(content.html.trim());
    }
    const logged = lines.map((line) => JSON.parse(line) as { msg: string; link?: string });
    expect(logged[0]).toMatchObject({
      link: 'http://localhost:3000/verify-success?token=abc',
      msg: expect.stringContaining('verify-success?token=abc'),
    });
  });
});
