import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ErrorCode, type UserView } from '@ledgerhouse/contracts';
import { DomainError } from '../../errors/domain-error';
import { executeCommand } from '../../event-sourcing/execute-command';
import { hashSecret, newSecret, verifyPassword } from '../crypto/secrets';
import { sessionDecider, sessionStream } from '../domain/session';
import { userDecider, userStream } from '../domain/user';
import { userViewOf } from '../domain/user-view';
import { IdentityDeps } from '../identity-deps';
import { loadUserByEmail } from './load-user';

export interface LoginResult {
  access: string;
  refresh: string;
  user: UserView;
  position: string;
}

export class Login extends Command<LoginResult> {
  constructor(
    readonly email: string,
    readonly password: string,
  ) {
    super();
  }
}

/** A refresh token is "<sessionId>.<secret>": the session stream it rotates in, and the secret whose hash it holds. */
export const refreshTokenOf = (sessionId: string, secret: string) => `${sessionId}.${secret}`;

@CommandHandler(Login)
export class LoginHandler implements ICommandHandler<Login, LoginResult> {
  constructor(private readonly deps: IdentityDeps) {}

  async execute({ email, password }: Login): Promise<LoginResult> {
    const user = await loadUserByEmail(this.deps.commands.store, email);
    if (!(await verifyPassword(user.passwordHash, password))) {
      throw new DomainError(ErrorCode.INCORRECT_PASSWORD, 400, {}, { fields: [{ field: 'password', code: ErrorCode.INCORRECT_PASSWORD }] });
    }
    if (!user.emailConfirmed) throw new DomainError(ErrorCode.EMAIL_NOT_CONFIRMED, 403);
    const sessionId = randomUUID();
    const secret = newSecret();
    const now = this.deps.clock.now();
    await executeCommand(this.deps.commands, sessionStream(sessionId), sessionDecider, {
      type: 'Start',
      sessionId,
      userId: user.id,
      tokenHash: hashSecret(secret),
      expiresAt: this.deps.inFuture(this.deps.config.REFRESH_TOKEN_TTL_DAYS * 86_400_000),
      at: now,
    });
    const logged = await executeCommand(this.deps.commands, userStream(user.id), userDecider, { type: 'RecordLogin', sessionId, at: now });
    return { access: this.deps.accessTokenFor(user), refresh: refreshTokenOf(sessionId, secret), user: userViewOf(user), position: logged.position ?? '' };
  }
}
