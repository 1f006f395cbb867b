/**
 * Reads a multipart/form-data body that is already in memory (express.raw with a size limit): the files
 * and text fields, with their part headers. Only what uploads need; a malformed body throws MultipartError.
 */
export interface MultipartPart {
  /** The form field name. */
  name: string;
  /** The file name the client gave (never trusted for the type), or null for a text field. */
  filename: string | null;
  contentType: string | null;
  data: Buffer;
}

export class MultipartError extends Error {
  override name = 'MultipartError';
}

/** The boundary of a multipart/form-data Content-Type, or null when the type is something else. */
export function multipartBoundary(contentType: string | undefined): string | null {
  if (!contentType || !/^multipart\/form-data\s*(;|$)/i.test(contentType)) return null;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(contentType);
  return match ? (match[1] ?? match[2] ?? null) : null;
}

function headerParameter(header: string, parameter: string): string | null {
  const match = new RegExp(`;\\s*${parameter}="((?:[^"\\\\]|\\\\.)*)"|;\\s*${parameter}=([^\\s;]+)`, 'i').exec(header);
  if (!match) return null;
  return (match[1] ?? match[2] ?? '').replace(/\\(.)/g, '$1');
}

export function parseMultipart(body: Buffer, boundary: string, { maxParts = 50 } = {}): MultipartPart[] {
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: MultipartPart[] = [];
  let position = body.indexOf(delimiter);
  if (position < 0) throw new MultipartError('The body has no multipart boundary');
  for (;;) {
    position += delimiter.length;
    // "--" after a delimiter closes the body.
    if (body[position] === 0x2d && body[position + 1] === 0x2d) return parts;
    if (body[position] !== 0x0d || body[position + 1] !== 0x0a)
      throw new MultipartError('A multipart delimiter is not followed by a line break');
    position += 2;
    const headersEnd = body.indexOf('\r\n\r\n', position);
    if (headersEnd < 0) throw new MultipartError('A multipart part has no end of headers');
    const headers = new Map<string, string>();
    for (const line of body.subarray(position, headersEnd).toString('utf8').split('\r\n')) {
      const colon = line.indexOf(':');
      if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
    }
    const next = body.indexOf(Buffer.concat([Buffer.from('\r\n'), delimiter]), headersEnd + 4);
    if (next < 0) throw new MultipartError('A multipart part is not closed');
    const disposition = headers.get('content-disposition') ?? '';
    const name = headerParameter(disposition, 'name');
    if (!/^form-data/i.test(disposition) || name === null)
      throw new MultipartError('A multipart part has no form-data name');
    if (parts.length >= maxParts) throw new MultipartError(`At most ${maxParts} parts are read`);
    parts.push({
      name,
      filename: headerParameter(disposition, 'filename'),
      contentType: headers.get('content-type') ?? null,
      data: body.subarray(headersEnd + 4, next),
    });
    position = next + 2;
  }
}
