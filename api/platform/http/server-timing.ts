/**
 * A `Server-Timing` header (W3C) for a request's phases, so a load test (npm run soak) can tell where the time
 * of its slowest requests went: `queue` from the request's arrival (receivedAt, set first thing in app.ts) to
 * the handler, then each phase the handler laps, e.g. `parse;dur=0.2, store;dur=3.1, serialise;dur=0.8`.
 */
import type { RequestHandler, Response } from 'express';

const RECEIVED_AT = 'receivedAt';

/** Notes when the request reached the app (before sessions, CSRF, body parsing …). */
export const noteArrival: RequestHandler = (_req, res, next) => {
  res.locals[RECEIVED_AT] = performance.now();
  next();
};

export class ServerTiming {
  private last = performance.now();
  private readonly phases: string[] = [];

  constructor(response: Response) {
    const receivedAt = response.locals[RECEIVED_AT] as unknown;
    if (typeof receivedAt === 'number') this.phases.push(`app;dur=${(this.last - receivedAt).toFixed(1)}`);
  }

  /** Ends the phase running since the last lap (or the start). */
  lap(name: string): void {
    const now = performance.now();
    this.phases.push(`${name};dur=${(now - this.last).toFixed(1)}`);
    this.last = now;
  }

  /** Times one of several things running at once (their durations overlap; the lap that ends them counts once). */
  async part<T>(name: string, work: Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      return await work;
    } finally {
      this.phases.push(`${name};dur=${(performance.now() - started).toFixed(1)}`);
    }
  }

  header(): string {
    return this.phases.join(', ');
  }
}
