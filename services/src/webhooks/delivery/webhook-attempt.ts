// One signed POST of a delivery through the guarded fetch (the address checked again: DNS may have changed since the
// endpoint was saved; no redirect followed), and what came of it for the log.
import { performance } from 'node:perf_hooks';
import { Webhook } from 'standardwebhooks';
import { OutboundRefused, type GuardedFetch } from '@ledgerhouse/infra';

export const RESPONSE_EXCERPT_CHARS = 1000;

export interface AttemptOutcome {
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  responseExcerpt: string | null;
}

export interface SignedDelivery {
  url: string;
  secret: string;
  eventId: string;
  payload: string;
  at: Date;
  timeoutMs: number;
}

/** The Standard Webhooks headers: the id (the same on every attempt), the send time in seconds and the v1 signature. */
export function signedHeaders(delivery: Pick<SignedDelivery, 'secret' | 'eventId' | 'payload' | 'at'>): Record<string, string> {
  return {
    'content-type': 'application/json',
    'webhook-id': delivery.eventId,
    'webhook-timestamp': String(Math.floor(delivery.at.getTime() / 1000)),
    'webhook-signature': new Webhook(delivery.secret).sign(delivery.eventId, delivery.at, delivery.payload),
  };
}

export async function attemptDelivery(outbound: GuardedFetch, delivery: SignedDelivery): Promise<AttemptOutcome> {
  const started = performance.now();
  const duration = () => Math.round(performance.now() - started);
  try {
    const response = await outbound.fetch(delivery.url, {
      method: 'POST',
      headers: signedHeaders(delivery),
      body: Buffer.from(delivery.payload, 'utf8'),
      timeoutMs: delivery.timeoutMs,
      maxRedirects: 0,
      maxBodyBytes: RESPONSE_EXCERPT_CHARS * 4,
    });
    const text = response.body.toString('utf8').slice(0, RESPONSE_EXCERPT_CHARS);
    return { statusCode: response.status, durationMs: duration(), error: null, responseExcerpt: text || null };
  } catch (err) {
    // Reasons only (timeout, address, dns, network, redirects): nothing about the inside of our network leaks.
    const error = err instanceof OutboundRefused ? `refused: ${err.reason}` : 'error';
    return { statusCode: null, durationMs: duration(), error, responseExcerpt: null };
  }
}
