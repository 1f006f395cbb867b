/**
 * The one gate every image render (drawing, photo crop, transcode) passes: at most `concurrency` renders
 * at a time, the rest wait in one of two bounded lanes. Renders someone is waiting for ('now') always start
 * before background ones (an AVIF made after a fast stand-in was sent, pre-warming). A full 'now' lane
 * refuses with 503 and a Retry-After; a full background lane drops the render (it is made on a later
 * request instead). Memory stays bounded: a lane holds at most `maxQueued` closures.
 */
import { HttpError } from '../http/http-error';

export type RenderPriority = 'now' | 'background';

export interface RenderQueueOptions {
  /** Renders at a time (IMAGE_RENDER_CONCURRENCY; 1 on a 2-core machine leaves a core for everything else). */
  concurrency: number;
  /** Renders that may wait in each lane (IMAGE_RENDER_QUEUE). */
  maxQueued: number;
}

/** How long a render is expected to take before any has been timed (a card-size AVIF on one core). */
const INITIAL_RENDER_MS = 100;

export class ImagesBusyError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(
      503,
      'images_busy',
      `Too many pictures are being drawn right now. Please try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}.`,
    );
    this.name = 'ImagesBusyError';
  }
}

interface Waiting {
  start: () => void;
}

export class RenderQueue {
  private running = 0;
  private readonly lanes: Record<RenderPriority, Waiting[]> = { now: [], background: [] };
  /** Moving average of render times, for Retry-After. */
  private averageMs = INITIAL_RENDER_MS;
  /** The most renders that ever ran at once (tests and benchmarks read it). */
  peakRunning = 0;

  constructor(readonly options: RenderQueueOptions) {
    if (!(options.concurrency >= 1) || !(options.maxQueued >= 0))
      throw new Error('RenderQueue needs concurrency >= 1 and maxQueued >= 0');
  }

  get active(): number {
    return this.running;
  }

  queued(priority: RenderPriority): number {
    return this.lanes[priority].length;
  }

  /** Whether a render of this priority would be taken now (running or queued) rather than refused. */
  hasRoom(priority: RenderPriority): boolean {
    return this.running < this.options.concurrency || this.lanes[priority].length < this.options.maxQueued;
  }

  /** Seconds until a render queued now would likely have started. */
  retryAfterSeconds(): number {
    const ahead = this.lanes.now.length + this.running;
    return Math.min(60, Math.max(1, Math.ceil((ahead * this.averageMs) / this.options.concurrency / 1000)));
  }

  /**
   * Runs the render when a slot is free. A 'now' render over the lane's bound rejects with ImagesBusyError
   * (503); a background one with `null` answered instead of running.
   */
  run<T>(render: () => Promise<T>, priority: 'now'): Promise<T>;
  run<T>(render: () => Promise<T>, priority: RenderPriority): Promise<T | null>;
  run<T>(render: () => Promise<T>, priority: RenderPriority): Promise<T | null> {
    if (
      this.running < this.options.concurrency &&
      this.lanes.now.length === 0 &&
      (priority === 'now' || this.lanes.background.length === 0)
    ) {
      return this.execute(render);
    }
    const lane = this.lanes[priority];
    if (lane.length >= this.options.maxQueued) {
      return priority === 'now' ? Promise.reject(new ImagesBusyError(this.retryAfterSeconds())) : Promise.resolve(null);
    }
    return new Promise<T>((resolve, reject) => {
      lane.push({ start: () => void this.execute(render).then(resolve, reject) });
    });
  }

  private async execute<T>(render: () => Promise<T>): Promise<T> {
    this.running++;
    this.peakRunning = Math.max(this.peakRunning, this.running);
    const started = performance.now();
    try {
      return await render();
    } finally {
      this.averageMs = 0.8 * this.averageMs + 0.2 * (performance.now() - started);
      this.running--;
      const next = this.lanes.now.shift() ?? this.lanes.background.shift();
      next?.start();
    }
  }
}
