/**
 * What makes two error reports "the same bug", as error trackers do it: the error's type, its message with
 * numbers, ids and addresses masked, the component and the top frames of its stack (function and file, without the
 * origin or cache-busting hashes). The same bug from two users, on two hosts or about two cars is one
 * group; the same message thrown from another place is another.
 */
import crypto from 'node:crypto';

const TOP_FRAMES = 3;

/** The message with what varies between occurrences replaced by placeholders. */
export function maskMessage(message: string): string {
  return message
    .replace(/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, '<id>')
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '<email>')
    .replace(/https?:\/\/[^\s'"()]+/g, '<url>')
    .replace(/\b(?=[A-Za-z0-9_-]*\d)(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{12,}\b/g, '<id>')
    .replace(/\b[0-9a-f]{8,}\b/gi, '<id>')
    .replace(/\d+(\.\d+)?/g, '<n>')
    .replace(/\s+/g, ' ')
    .trim();
}

/** One stack line as "function file:line:col" without origin, query or content hash; null for non-frames. */
function normalizeFrame(line: string): string | null {
  const trimmed = line.trim();
  // V8: "at fn (url:1:2)" or "at url:1:2"; Firefox/Safari: "fn@url:1:2".
  const v8 = /^at\s+(?:(.*?)\s+\()?(.*?)\)?$/.exec(trimmed);
  const gecko = /^(.*?)@(.*:\d+(?::\d+)?)$/.exec(trimmed);
  const match = trimmed.startsWith('at ') ? v8 : gecko;
  if (!match) return null;
  const fn = (match[1] ?? '').replace(/^async\s+/, '') || '<anonymous>';
  const location = (match[2] ?? '')
    .replace(/^[a-z][\w+.-]*:\/\/[^/]+/i, '')
    .replace(/\?[^:]*/, '')
    .replace(/[-.](?=[A-Za-z0-9_]*[A-Z0-9])[A-Za-z0-9_]{8,}(?=\.(m?js|tsx?|jsx?)\b)/, '')
    .replace(/^.*node_modules\//, 'node_modules/');
  return `${fn} ${location}`;
}

export function topFrames(stack: string | null, count = TOP_FRAMES): string[] {
  if (!stack) return [];
  return stack
    .split('\n')
    .map(normalizeFrame)
    .filter((frame): frame is string => frame !== null)
    .slice(0, count);
}

export function errorFingerprint(report: {
  errorType: string;
  message: string;
  stack: string | null;
  component: string | null;
}): string {
  const where = [`component:${report.component ?? ''}`, ...topFrames(report.stack)].join('\n');
  return crypto
    .createHash('sha256')
    .update(`${report.errorType}\n${maskMessage(report.message)}\n${where}`)
    .digest('hex')
    .slice(0, 40);
}
