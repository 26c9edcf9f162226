// One HTTP exchange with a marketplace, its JSON body read whatever the status; no answer at all is UNAVAILABLE.
import { MarketplaceError } from './marketplace-port';

export interface HttpAnswer {
  status: number;
  headers: Headers;
  /** The parsed JSON body; null when empty, or when not JSON on an error status. */
  body: unknown;
}

const TIMEOUT_MS = 20_000;

export const isSuccess = (answer: HttpAnswer): boolean => answer.status >= 200 && answer.status < 300;

/** `who` names the marketplace in messages ("Walmart", "Amazon"). */
export async function fetchAnswer(fetch: typeof globalThis.fetch, url: string, init: RequestInit, who: string): Promise<HttpAnswer> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    text = await response.text();
  } catch (error) {
    throw new MarketplaceError('UNAVAILABLE', `${who} did not answer: ${(error as Error).message}`);
  }
  try {
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
  } catch {
    if (response.ok) throw new MarketplaceError('UNAVAILABLE', `${who} answered ${response.status} with a body that is not JSON`);
    return { status: response.status, headers: response.headers, body: null };
  }
}
