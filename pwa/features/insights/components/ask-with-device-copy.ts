/**
 * One AI insight request (the analysis of a car, the comparison of two): asked of the server and kept on the
 * device, or, offline or when the network fails, the copy kept on the device with the time it was read.
 * Errors: 'limit reached' is the daily limit, else the server's message, else a generic one.
 */
import { ApiError } from '../../../lib/api-client';
import { isOnline } from '../../../lib/connectivity';

export type InsightOutcome<Response> =
  /** `savedAt`: the copy kept on the device (offline), read then. */
  | { status: 'done'; response: Response; savedAt?: number }
  | { status: 'error'; kind: 'limit' | 'message' | 'generic' | 'offline'; message?: string };

export interface InsightRequest<Response> {
  ask: (signal: AbortSignal) => Promise<Response>;
  save: (response: Response) => Promise<unknown>;
  deviceCopy: () => Promise<{ response: Response; savedAt: number } | undefined>;
  signal: AbortSignal;
}

/** The outcome to show, or null when the request was aborted meanwhile (nothing to show). */
export async function askWithDeviceCopy<Response>({
  ask,
  save,
  deviceCopy,
  signal,
}: InsightRequest<Response>): Promise<InsightOutcome<Response> | null> {
  const fromDevice = async (): Promise<InsightOutcome<Response> | null> => {
    const copy = await deviceCopy().catch(() => undefined);
    if (signal.aborted) return null;
    return copy
      ? { status: 'done', response: copy.response, savedAt: copy.savedAt }
      : { status: 'error', kind: 'offline' };
  };
  if (!isOnline()) return fromDevice();
  try {
    const response = await ask(signal);
    if (signal.aborted) return null;
    void save(response).catch(() => undefined);
    return { status: 'done', response };
  } catch (error) {
    if (signal.aborted) return null;
    // No answer at all (the network failed): the device's copy, if there is one.
    if (!(error instanceof ApiError)) return fromDevice();
    const message = error.body?.message;
    if (message && message.includes('limit reached')) return { status: 'error', kind: 'limit' };
    if (message) return { status: 'error', kind: 'message', message };
    return { status: 'error', kind: 'generic' };
  }
}
