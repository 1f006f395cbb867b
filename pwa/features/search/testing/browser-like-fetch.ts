/**
 * Real HTTP to a test server, the way a page on that server's origin would do it: paths resolve against
 * the server's address and its cookies (the session that the CSRF token belongs to) are kept and sent
 * back. `failAfter` makes every later request fail as fetch does when the connection drops.
 */
export function browserLikeFetch(
  origin: string,
  options: { failAfter?: number } = {},
): typeof fetch & { requests: string[] } {
  const cookies = new Map<string, string>();
  const requests: string[] = [];
  const realFetch = globalThis.fetch;
  const browserFetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url, origin);
    requests.push(`${init.method ?? 'GET'} ${url.pathname}`);
    if (options.failAfter !== undefined && requests.length > options.failAfter) throw new TypeError('fetch failed');
    const headers = new Headers(init.headers);
    if (cookies.size > 0) headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await realFetch(url, { ...init, headers, credentials: undefined });
    for (const header of response.headers.getSetCookie()) {
      const [pair = ''] = header.split(';');
      const at = pair.indexOf('=');
      if (at > 0) cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
    return response;
  };
  return Object.assign(browserFetch, { requests }) as typeof fetch & { requests: string[] };
}
