/** A real SMTP server on loopback (the `smtp-server` package) that keeps what it receives, for tests. */
import { EventEmitter } from 'node:events';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { parseMail, type ParsedMail } from './mime';

export interface ReceivedMail extends ParsedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  raw: string;
}

export interface SmtpSink {
  url: string;
  received: ReceivedMail[];
  /**
   * From now on a message is held when its data has arrived, unanswered: the sender does not know yet whether
   * it was accepted. A sender that dies meanwhile has handed nothing over.
   */
  hold(): void;
  /** Accepts the held messages whose sender is still connected (and takes the later ones at once again). */
  release(): void;
  /** The first message to the address not taken before, waiting for it when it has not arrived yet. */
  nextMailTo(address: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** `port`: listen on this port (e.g. one a test had refused connections on before); default any free one. */
export async function startSmtpSink(options: { port?: number } = {}): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const arrivals = new EventEmitter();
  let holding = false;
  const held: { sessionId: string; accept: () => void }[] = [];
  const closedSessions = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onClose(session) {
      closedSessions.add(session.id);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail: ReceivedMail = {
          ...parseMail(raw),
          envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw,
        };
        const accept = () => {
          received.push(mail);
          arrivals.emit('mail', mail);
          callback();
        };
        if (holding) held.push({ sessionId: session.id, accept });
        else accept();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const take = (address: string) => {
    const mail = received.find((candidate) => !taken.has(candidate) && candidate.envelopeTo.includes(address));
    if (mail) taken.add(mail);
    return mail;
  };

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    hold() {
      holding = true;
    },
    release() {
      holding = false;
      for (const message of held.splice(0)) if (!closedSessions.has(message.sessionId)) message.accept();
    },
    nextMailTo(address, timeoutMs = 5000) {
      const ready = take(address);
      if (ready) return Promise.resolve(ready);
      return new Promise((resolve, reject) => {
        const onMail = () => {
          const mail = take(address);
          if (!mail) return;
          clearTimeout(timer);
          arrivals.off('mail', onMail);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          arrivals.off('mail', onMail);
          reject(new Error(`No mail to ${address} arrived within ${timeoutMs} ms`));
        }, timeoutMs);
        arrivals.on('mail', onMail);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
