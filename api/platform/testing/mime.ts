/** Just enough MIME to read the messages our mailer writes: headers, multipart, base64, quoted-printable. */
export interface ParsedMail {
  headers: Map<string, string>;
  subject: string;
  from: string;
  to: string;
  text: string;
  html: string;
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

function decodeBytes(bytes: number[]): string {
  return Buffer.from(bytes).toString('utf8');
}

export function decodeQuotedPrintable(input: string): string {
  const cleaned = input.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < cleaned.length; index++) {
    const hex = cleaned.slice(index + 1, index + 3);
    if (cleaned[index] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(cleaned[index]!, 'utf8'));
    }
  }
  return decodeBytes(bytes);
}

/** RFC 2047 encoded words, e.g. =?UTF-8?Q?Potvrdite_svoju?= */
export function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_match, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function splitPart(raw: string): Part {
  const separator = raw.indexOf('\n\n');
  const head = separator === -1 ? raw : raw.slice(0, separator);
  const body = separator === -1 ? '' : raw.slice(separator + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  return part.body;
}

function collect(part: Part, into: { text: string; html: string }): void {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    const sections = part.body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith('--')) break;
      collect(splitPart(section.replace(/^\n/, '')), into);
    }
    return;
  }
  if (type.toLowerCase().startsWith('text/html')) into.html += decodeBody(part);
  else if (type.toLowerCase().startsWith('text/plain')) into.text += decodeBody(part);
}

export function parseMail(raw: string): ParsedMail {
  const root = splitPart(raw.replace(/\r\n/g, '\n'));
  const bodies = { text: '', html: '' };
  collect(root, bodies);
  return {
    headers: root.headers,
    subject: decodeHeader(root.headers.get('subject') ?? ''),
    from: decodeHeader(root.headers.get('from') ?? ''),
    to: decodeHeader(root.headers.get('to') ?? ''),
    text: bodies.text.trimEnd(),
    html: bodies.html,
  };
}

/** The token of the account link in a message (verification or password reset). */
export function accountLinkIn(mail: ParsedMail): { url: URL; token: string } {
  const match = /https?:\/\/\S+[?&]token=[A-Za-z0-9_-]+/.exec(mail.text);
  if (!match) throw new Error(`No account link in:\n${mail.text}`);
  const url = new URL(match[0]);
  return { url, token: url.searchParams.get('token')! };
}
