// Does a URL really serve an image? The catalog asks before it stores a product photo URL (spec 5).

/** The port: true when the URL answers 2xx with an image/* content type. */
export interface ImageProbe {
  servesImage(url: string): Promise<boolean>;
}

const isImage = (res: Response) => res.ok && (res.headers.get('content-type') ?? '').trim().toLowerCase().startsWith('image/');

/**
 * The real adapter: HEAD first (cheap), then GET when the server refuses HEAD or does not say it is an image
 * (some hosts only type their GET answers). Redirects are followed; every attempt has a short timeout;
 * a GET body is never read beyond its headers.
 */
export class FetchImageProbe implements ImageProbe {
  constructor(private readonly timeoutMs = 3000) {}

  async servesImage(url: string): Promise<boolean> {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return false;
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
    if (await this.attempt(parsed, 'HEAD')) return true;
    return this.attempt(parsed, 'GET');
  }

  private async attempt(url: URL, method: 'HEAD' | 'GET'): Promise<boolean> {
    try {
      const res = await fetch(url, {
        method,
        redirect: 'follow',
        signal: AbortSignal.timeout(this.timeoutMs),
        headers: { accept: 'image/*' },
      });
      const answer = isImage(res);
      await res.body?.cancel().catch(() => undefined);
      return answer;
    } catch {
      return false;
    }
  }
}
