// Does a URL really serve an image? The catalog asks before it stores a product photo URL (spec 5).
import type { GuardedFetch, GuardedRequest } from '../net/guarded-fetch';

/** The port: true when the URL answers 2xx with an image/* content type. */
export interface ImageProbe {
  servesImage(url: string): Promise<boolean>;
}

/**
 * The real adapter, over the guarded fetch (a seller types the URL): HEAD first (cheap), then GET when the server
 * refuses HEAD or does not say it is an image (some hosts only type their GET answers). A refused address, a failed
 * connection and a timeout are all just "no image"; a GET keeps at most 64 KiB of body.
 */
export class FetchImageProbe implements ImageProbe {
  constructor(
    private readonly outbound: GuardedFetch,
    private readonly timeoutMs = 3000,
  ) {}

  async servesImage(url: string): Promise<boolean> {
    if (await this.attempt(url, 'HEAD')) return true;
    return this.attempt(url, 'GET');
  }

  private async attempt(url: string, method: GuardedRequest['method']): Promise<boolean> {
    try {
      const res = await this.outbound.fetch(url, {
        method,
        timeoutMs: this.timeoutMs,
        headers: { accept: 'image/*' },
        maxBodyBytes: 64 * 1024,
      });
      const type = String(res.headers['content-type'] ?? '')
        .trim()
        .toLowerCase();
      return res.status >= 200 && res.status < 300 && type.startsWith('image/');
    } catch {
      return false;
    }
  }
}
