// Asks for a solved captcha where the product wants one (registration; login after repeated failures), when configured.
import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode } from '@ledgerhouse/contracts';
import type { AppConfig } from '../../config/config.schema';
import { DomainError } from '../../errors/domain-error';
import { APP_CONFIG } from '../../persistence/tokens';
import { CAPTCHA_VERIFIER, type CaptchaVerifier } from './captcha-verifier';
import { isTestSecret, SandboxCaptcha } from './sandbox-captcha';
import { SiteverifyCaptcha } from './siteverify-captcha';

/** The documented test secrets are answered in-process (no network here or in CI); any other goes to the provider. */
export function captchaVerifierFor(config: AppConfig): CaptchaVerifier | null {
  const secret = config.CAPTCHA_SECRET;
  if (!secret) return null;
  return isTestSecret(secret) ? new SandboxCaptcha(secret) : new SiteverifyCaptcha(config.CAPTCHA_VERIFY_URL, secret);
}

@Injectable()
export class CaptchaCheck {
  constructor(
    @Inject(CAPTCHA_VERIFIER) private readonly verifier: CaptchaVerifier | null,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get configured(): boolean {
    return this.verifier !== null;
  }

  /** Failed logins of one email after which its login also needs a captcha. */
  get afterFailedLogins(): number {
    return this.config.CAPTCHA_AFTER_FAILED_LOGINS;
  }

  /** Throws CAPTCHA_REQUIRED without a token and CAPTCHA_FAILED when the provider refuses it; nothing when off. */
  async require(token: string | undefined, remoteIp: string | undefined): Promise<void> {
    if (!this.verifier) return;
    if (!token)
      throw new DomainError(ErrorCode.CAPTCHA_REQUIRED, {}, { fields: [{ field: 'captchaToken', code: ErrorCode.CAPTCHA_REQUIRED }] });
    const verdict = await this.verifier.verify(token, remoteIp);
    if (!verdict.success)
      throw new DomainError(
        ErrorCode.CAPTCHA_FAILED,
        {},
        { fields: [{ field: 'captchaToken', code: ErrorCode.CAPTCHA_FAILED }], errorCodes: verdict.errorCodes },
      );
  }
}
