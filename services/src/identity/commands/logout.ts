import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ErrorCode } from '@ledgerhouse/contracts';
import { DomainError } from '../../errors/domain-error';
import { executeCommand } from '../../event-sourcing/execute-command';
import { hashSecret } from '../crypto/secrets';
import { isReuseRevocation, sessionDecider, sessionStream } from '../domain/session';
import { IdentityDeps } from '../identity-deps';
import { SessionLiveness } from '../session-liveness';
import { endsSession } from './end-user-sessions';
import { parseRefreshToken } from './refresh-session';

export class Logout extends Command<{ accepted: true }> {
  constructor(readonly refresh: string) {
    super();
  }
}

@CommandHandler(Logout)
export class LogoutHandler implements ICommandHandler<Logout, { accepted: true }> {
  constructor(
    private readonly deps: IdentityDeps,
    private readonly liveness: SessionLiveness,
  ) {}

  async execute({ refresh }: Logout): Promise<{ accepted: true }> {
    const { sessionId, secret } = parseRefreshToken(refresh);
    const outcome = await executeCommand(this.deps.commands, sessionStream(sessionId), sessionDecider, {
      type: 'End',
      presentedHash: hashSecret(secret),
      at: this.deps.clock.now(),
    });
    if (endsSession(outcome.events)) this.liveness.markEnded(sessionId);
    if (isReuseRevocation(outcome.events)) throw new DomainError(ErrorCode.REFRESH_TOKEN_REUSED);
    return { accepted: true };
  }
}
