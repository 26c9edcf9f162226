import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ErrorCode } from '@ledgerhouse/contracts';
import { DomainError } from '../../errors/domain-error';
import { verifyPassword } from '../crypto/secrets';
import { IdentityDeps } from '../identity-deps';
import { loadUserByEmail } from './load-user';
import { startSession, type SessionTokens } from './start-session';

export class Login extends Command<SessionTokens> {
  constructor(
    readonly email: string,
    readonly password: string,
  ) {
    super();
  }
}

@CommandHandler(Login)
export class LoginHandler implements ICommandHandler<Login, SessionTokens> {
  constructor(private readonly deps: IdentityDeps) {}

  async execute({ email, password }: Login): Promise<SessionTokens> {
    const user = await loadUserByEmail(this.deps.commands.store, email);
    if (!(await verifyPassword(user.passwordHash, password))) {
      throw new DomainError(ErrorCode.INCORRECT_PASSWORD, 400, {}, { fields: [{ field: 'password', code: ErrorCode.INCORRECT_PASSWORD }] });
    }
    if (!user.emailConfirmed) throw new DomainError(ErrorCode.EMAIL_NOT_CONFIRMED, 403);
    return startSession(this.deps, user);
  }
}
