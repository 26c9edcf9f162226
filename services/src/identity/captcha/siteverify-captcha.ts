// The provider's siteverify endpoint (Turnstile's; hCaptcha's takes the same form). The URL is ours, from config, not a
// user's, so it is called directly rather than through the outbound guard.
import type { CaptchaVerdict, CaptchaVerifier } from './captcha-verifier';

const TIMEOUT_MS = 10_000;

export class SiteverifyCaptcha implements CaptchaVerifier {
  constructor(
    private readonly verifyUrl: string,
    private readonly secret: string,
  ) {}

  async verify(token: string, remoteIp: string | undefined): Promise<CaptchaVerdict> {
    const form = new URLSearchParams({ secret: this.secret, response: token, ...(remoteIp ? { remoteip: remoteIp } : {}) });
    try {
      const res = await fetch(this.verifyUrl, { method: 'POST', body: form, signal: AbortSignal.timeout(TIMEOUT_MS) });
      const answer = (await res.json()) as { success?: unknown; 'error-codes'?: unknown };
      const errorCodes = Array.isArray(answer['error-codes']) ? answer['error-codes'].map(String) : [];
      return { success: res.ok && answer.success === true, errorCodes };
    } catch {
      // An unreachable provider must not let requests through: the form asks again.
      return { success: false, errorCodes: ['verifier-unreachable'] };
    }
  }
}
