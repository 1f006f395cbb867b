/**
 * Group commit for an append-only file: `sync()` resolves once an fsync that STARTED after the call has
 * finished, so everything appended before the call is on disk. Callers that arrive while an fsync runs
 * share the next one, so under load many writes cost one fsync.
 */
import fs from 'node:fs/promises';

/** fdatasync of the file (an append changes its size, which fdatasync also writes); nothing when it does not exist yet. */
export async function datasyncFile(filename: string): Promise<void> {
  let handle: fs.FileHandle;
  try {
    handle = await fs.open(filename, 'r+');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  try {
    await handle.datasync();
  } finally {
    await handle.close();
  }
}

export class GroupSync {
  private running: Promise<void> | null = null;
  private next: Promise<void> | null = null;

  constructor(private readonly flush: () => Promise<void>) {}

  sync(): Promise<void> {
    if (!this.running) return this.start();
    // The running fsync may have started before this caller's write: wait for the one after it.
    this.next ??= this.running.then(
      () => this.start(),
      () => this.start(),
    );
    return this.next;
  }

  private start(): Promise<void> {
    this.next = null;
    const running = this.flush().finally(() => {
      if (this.running === running) this.running = null;
    });
    this.running = running;
    return running;
  }
}
