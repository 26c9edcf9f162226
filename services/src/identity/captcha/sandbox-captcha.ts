// Answers as Cloudflare documents for its Turnstile test secrets, without a network call: tests and demos use these keys.
// https://developers.cloudflare.com/turnstile/troubleshooting/testing/
import type { CaptchaVerdict, CaptchaVerifier } from './captcha-verifier';

/** The documented test keys: a site key whose widget always passes (and yields the dummy token) and three secrets. */
export const TURNSTILE_TEST_KEYS = {
  siteKeyAlwaysPasses: '1x00000000000000000000AA',
  secretAlwaysPasses: '1x0000000000000000000000000000000AA',
  secretAlwaysFails: '2x0000000000000000000000000000000AA',
  secretTokenAlreadySpent: '3x0000000000000000000000000000000AA',
  dummyToken: 'XXXX.DUMMY.TOKEN.XXXX',
} as const;

const verdicts: Record<string, CaptchaVerdict> = {
  [TURNSTILE_TEST_KEYS.secretAlwaysPasses]: { success: true, errorCodes: [] },
  [TURNSTILE_TEST_KEYS.secretAlwaysFails]: { success: false, errorCodes: ['invalid-input-response'] },
  [TURNSTILE_TEST_KEYS.secretTokenAlreadySpent]: { success: false, errorCodes: ['timeout-or-duplicate'] },
};

export function isTestSecret(secret: string): boolean {
  return secret in verdicts;
}

export class SandboxCaptcha implements CaptchaVerifier {
  constructor(private readonly secret: string) {
    if (!isTestSecret(secret)) throw new Error('SandboxCaptcha answers only for the documented test secrets');
  }

  verify(token: string): Promise<CaptchaVerdict> {
    if (token.trim() === '') return Promise.resolve({ success: false, errorCodes: ['missing-input-response'] });
    return Promise.resolve(verdicts[this.secret]);
  }
}
