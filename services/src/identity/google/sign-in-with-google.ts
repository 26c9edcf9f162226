import { randomUUID } from 'node:crypto';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ErrorCode, fullNameField } from '@ledgerhouse/contracts';
import { DomainError } from '../../errors/domain-error';
import { executeCommand } from '../../event-sourcing/execute-command';
import { newSecret } from '../crypto/secrets';
import { loadUser, userIdByEmail } from '../services/load-user';
import { Register } from '../commands/register';
import { startSession, type SessionTokens } from '../commands/start-session';
import { userDecider, userStream } from '../domain/user';
import { IdentityDeps } from '../identity-deps';
import { GoogleOidc } from './google-oidc';

export class SignInWithGoogle extends Command<SessionTokens & { redirectTo: string | null }> {
  constructor(
    readonly code: string,
    readonly state: string,
    readonly iss?: string,
  ) {
    super();
  }
}

/** Signs in the account with the Google email, creating it (confirmed when Google verified the email) on first use. */
@CommandHandler(SignInWithGoogle)
export class SignInWithGoogleHandler implements ICommandHandler<SignInWithGoogle, SessionTokens & { redirectTo: string | null }> {
  constructor(
    private readonly deps: IdentityDeps,
    private readonly google: GoogleOidc,
    private readonly commands: CommandBus,
  ) {}

  async execute({ code, state, iss }: SignInWithGoogle): Promise<SessionTokens & { redirectTo: string | null }> {
    const identity = await this.google.complete(code, state, iss);
    let userId = await userIdByEmail(this.deps.commands.store, identity.email);
    if (!userId) {
      const fullName = fullNameField.safeParse(identity.name ?? '').success ? identity.name! : 'Google User';
      const created = await this.commands.execute(
        new Register(
          { fullName, email: identity.email, phone: '', password: newSecret() },
          { confirmed: identity.emailVerified, userId: randomUUID() },
        ),
      );
      userId = created.id;
    } else if (identity.emailVerified) {
      await executeCommand(this.deps.commands, userStream(userId), userDecider, {
        type: 'ConfirmEmailVerifiedByProvider',
        at: this.deps.clock.now(),
      });
    }
    const user = await loadUser(this.deps.commands.store, userId);
    if (!user.emailConfirmed) throw new DomainError(ErrorCode.EMAIL_NOT_CONFIRMED);
    return { ...(await startSession(this.deps, user)), redirectTo: identity.redirectTo };
  }
}
