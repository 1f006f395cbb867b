import type { Response } from 'express';

/**
 * A signal that aborts when the client goes away before the answer is written, so that long work on its
 * behalf (an AI engine, a provider's API) can stop.
 */
export function abortedWhenClosed(res: Response): AbortSignal {
  const controller = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  return controller.signal;
}
