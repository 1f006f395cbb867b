/**
 * One HTTP call to a provider, with a deadline, the client's abort, and the ways it can fail told apart:
 * 429 (busy), no answer in time, unreachable or an error status, a body that is not JSON. A client that
 * went away aborts the call and gets its AbortError back (nothing to answer then).
 */
import { ProviderError } from './provider';

export interface ProviderCall {
  url: string;
  init: RequestInit;
  timeoutMs: number;
  /** The client's request (aborted when it goes away). */
  signal?: AbortSignal;
  /** Names the provider in messages ("Overpass", "Google Places"). */
  label: string;
}

/** Sends the request and answers the parsed JSON of a 2xx answer; anything else is a ProviderError. */
export async function callProvider(call: ProviderCall): Promise<unknown> {
  const timeout = AbortSignal.timeout(call.timeoutMs);
  const signal = call.signal ? AbortSignal.any([timeout, call.signal]) : timeout;
  let response: Response;
  let text: string;
  try {
    response = await fetch(call.url, { ...call.init, signal });
    text = await response.text();
  } catch (error) {
    if (call.signal?.aborted) throw error;
    if (timeout.aborted)
      throw new ProviderError('timeout', `${call.label} did not answer within ${call.timeoutMs} ms`, { cause: error });
    throw new ProviderError('unavailable', `${call.label} could not be reached`, { cause: error });
  }
  if (response.status === 429) throw new ProviderError('busy', `${call.label} answered 429 (too many requests)`);
  if (response.status === 504) throw new ProviderError('timeout', `${call.label} answered 504 (gateway timeout)`);
  if (!response.ok)
    throw new ProviderError('unavailable', `${call.label} answered ${response.status}: ${text.slice(0, 200)}`);
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new ProviderError('invalid', `${call.label} answered with a body that is not JSON`, { cause: error });
  }
}
