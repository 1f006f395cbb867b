/**
 * A small in-memory Cache Storage for tests (jsdom has none). It keeps real Response objects keyed by
 * absolute URL (relative ones resolve against the document, as in a browser) and implements the methods
 * the offline image code uses; `match` ignores Vary, like the service worker's lookup.
 */
export class MemoryCache implements Pick<Cache, 'match' | 'put' | 'delete' | 'keys'> {
  readonly entries = new Map<string, Response>();

  private key(request: RequestInfo | URL): string {
    const url = typeof request === 'string' ? request : request instanceof URL ? request.href : request.url;
    return new URL(url, document.baseURI).href;
  }

  async match(request: RequestInfo | URL): Promise<Response | undefined> {
    return this.entries.get(this.key(request))?.clone();
  }

  async put(request: RequestInfo | URL, response: Response): Promise<void> {
    this.entries.set(this.key(request), response.clone());
  }

  async delete(request: RequestInfo | URL): Promise<boolean> {
    return this.entries.delete(this.key(request));
  }

  async keys(): Promise<readonly Request[]> {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
}

export class MemoryCacheStorage implements Pick<CacheStorage, 'open' | 'delete' | 'has' | 'keys'> {
  readonly caches = new Map<string, MemoryCache>();

  async open(name: string): Promise<Cache> {
    let cache = this.caches.get(name);
    if (!cache) this.caches.set(name, (cache = new MemoryCache()));
    return cache as unknown as Cache;
  }

  async delete(name: string): Promise<boolean> {
    return this.caches.delete(name);
  }

  async has(name: string): Promise<boolean> {
    return this.caches.has(name);
  }

  async keys(): Promise<string[]> {
    return [...this.caches.keys()];
  }

  asCacheStorage(): CacheStorage {
    return this as unknown as CacheStorage;
  }
}
