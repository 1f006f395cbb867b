/**
 * Requests to addresses that come from data (listing photos, dealer feeds) go only to hosts the operator
 * configured: an entry `host` allows that host on the scheme's default port, `host:port` exactly that port.
 */
const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };

/** The URL when it is http(s) without credentials and its host is allowed, else null. */
export function allowedUrl(raw: string, allowedHosts: readonly string[]): URL | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  const defaultPort = DEFAULT_PORTS[url.protocol];
  if (!defaultPort || url.username || url.password) return null;
  const hostname = url.hostname.toLowerCase();
  const port = url.port || defaultPort;
  const allowed = allowedHosts.some((entry) => {
    const host = entry.trim().toLowerCase();
    return (host === hostname && port === defaultPort) || host === `${hostname}:${port}`;
  });
  return allowed ? url : null;
}
