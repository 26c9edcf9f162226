import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ErrorCode } from '@ledgerhouse/contracts';
import { DomainError } from '../../errors/domain-error';
import { verifyPassword } from '../crypto/secrets';
import { CaptchaCheck } from '../captcha/captcha-check';
import { GuessingLimits } from '../guessing/guessing-limits';
import { IdentityDeps } from '../identity-deps';
import { loadUserByEmail } from '../services/load-user';
import { startSession, type SessionTokens } from './start-session';

export class Login extends Command<SessionTokens> {
  constructor(
    readonly email: string,
    readonly password: string,
    /** Asked for after repeated failures when a captcha is configured. */
    readonly captcha: { token?: string; remoteIp?: string } = {},
  ) {
    super();
  }
}

@CommandHandler(Login)
export class LoginHandler implements ICommandHandler<Login, SessionTokens> {
  constructor(
    private readonly deps: IdentityDeps,
    private readonly limits: GuessingLimits,
    private readonly captchaCheck: CaptchaCheck,
  ) {}

  async execute({ email, password, captcha }: Login): Promise<SessionTokens> {
    const key = GuessingLimits.key(email);
    if (
      this.captchaCheck.configured &&
      (await this.limits.logins.failuresSoFar(key, this.deps.clock.now())) >= this.captchaCheck.afterFailedLogins
    ) {
      await this.captchaCheck.require(captcha.token, captcha.remoteIp);
    }
    await this.limits.logins.attempt(key, this.deps.clock.now());
    const user = await loadUserByEmail(this.deps.commands.store, email);
    if (!(await verifyPassword(user.passwordHash, password))) {
      throw new DomainError(ErrorCode.INCORRECT_PASSWORD, {}, { fields: [{ field: 'password', code: ErrorCode.INCORRECT_PASSWORD }] });
    }
    await this.limits.logins.succeeded(key);
    if (!user.emailConfirmed) throw new DomainError(ErrorCode.EMAIL_NOT_CONFIRMED);
    return startSession(this.deps, user);
  }
}
