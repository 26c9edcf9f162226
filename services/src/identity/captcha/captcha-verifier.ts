// The captcha provider's server-side check of a token the page's widget produced (Cloudflare Turnstile's siteverify).
export interface CaptchaVerdict {
  success: boolean;
  /** The provider's reasons, e.g. `invalid-input-response`, `timeout-or-duplicate`. */
  errorCodes: string[];
}

export interface CaptchaVerifier {
  verify(token: string, remoteIp: string | undefined): Promise<CaptchaVerdict>;
}

export const CAPTCHA_VERIFIER = Symbol('CAPTCHA_VERIFIER');
