/**
 * Rendered images on disk. Photos live in one folder per car (`<cacheDir>/cars/<id>/<size>-<hash>.<ext>`),
 * and a newer render of the same car, size and format replaces the older ones. Drawings depend only on
 * what they show, so cars that look alike share one file (`<cacheDir>/drawings/<size>-<hash>.<ext>`).
 * Files are written atomically (temporary file, then rename). Concurrent requests for one key share a
 * single render. Renders themselves go through the RenderQueue (render-queue.ts); this class only stores.
 */
import { randomUUID } from 'node:crypto';
import { access, mkdir, readdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

export interface CacheKey {
  /** `{ carId }` for a car's own image (photo); `'shared'` for content-addressed drawings. */
  owner: { carId: number } | 'shared';
  size: string;
  /** File extension of the format: avif, webp, jpg. */
  extension: string;
  /** Hash of everything the image depends on. */
  hash: string;
}

export class ImageCache {
  private readonly inFlight = new Map<string, Promise<Buffer | null>>();

  constructor(readonly directory: string) {}

  fileOf(key: CacheKey): string {
    const folder = key.owner === 'shared' ? ['drawings'] : ['cars', String(key.owner.carId)];
    return path.join(this.directory, ...folder, `${key.size}-${key.hash}.${key.extension}`);
  }

  /** The cached bytes, or null when this key has not been rendered yet. */
  async read(key: CacheKey): Promise<Buffer | null> {
    try {
      return await readFile(this.fileOf(key));
    } catch {
      return null;
    }
  }

  /** Whether this key has been rendered (without reading it). */
  async has(key: CacheKey): Promise<boolean> {
    return access(this.fileOf(key)).then(
      () => true,
      () => false,
    );
  }

  /** Whether a render of this key is under way (or waiting in the render queue). */
  isRendering(key: CacheKey): boolean {
    return this.inFlight.has(this.fileOf(key));
  }

  /**
   * The cached bytes, rendering and storing them first when missing. A render already under way
   * for the key is joined, not repeated. A failed render is not cached; a render that answers null
   * (dropped by a full background queue) stores nothing and answers null.
   */
  async getOrRender(key: CacheKey, render: () => Promise<Buffer>): Promise<Buffer>;
  async getOrRender(key: CacheKey, render: () => Promise<Buffer | null>): Promise<Buffer | null>;
  async getOrRender(key: CacheKey, render: () => Promise<Buffer | null>): Promise<Buffer | null> {
    const file = this.fileOf(key);
    const pending = this.inFlight.get(file);
    if (pending) return pending;
    const work = (async () => {
      const cached = await this.read(key);
      if (cached) return cached;
      const data = await render();
      if (data) await this.write(key, data);
      return data;
    })();
    this.inFlight.set(file, work);
    try {
      return await work;
    } finally {
      this.inFlight.delete(file);
    }
  }

  private async write(key: CacheKey, data: Buffer): Promise<void> {
    const file = this.fileOf(key);
    const folder = path.dirname(file);
    const temporary = `${file}.${randomUUID()}.tmp`;
    try {
      await mkdir(folder, { recursive: true });
      await writeFile(temporary, data);
      await rename(temporary, file);
    } catch {
      // A cache that cannot be written only costs a render next time; the image is still served.
      await unlink(temporary).catch(() => undefined);
      return;
    }
    if (key.owner !== 'shared') await this.removeOlderVersions(key, path.basename(file), folder);
  }

  /** Renders of the same car, size and format made for an earlier version of the listing. */
  private async removeOlderVersions(key: CacheKey, keep: string, folder: string): Promise<void> {
    const names = await readdir(folder).catch(() => [] as string[]);
    const stale = names.filter(
      (name) => name !== keep && name.startsWith(`${key.size}-`) && name.endsWith(`.${key.extension}`),
    );
    await Promise.all(stale.map((name) => unlink(path.join(folder, name)).catch(() => undefined)));
  }
}
