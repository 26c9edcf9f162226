import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ErrorCode } from '@ledgerhouse/contracts';
import { DomainError } from '../../errors/domain-error';
import { executeCommand } from '../../event-sourcing/execute-command';
import { hashSecret, newSecret } from '../crypto/secrets';
import { isReuseRevocation, sessionDecider, sessionStream } from '../domain/session';
import { IdentityDeps } from '../identity-deps';
import { SessionLiveness } from '../session-liveness';
import { endsSession } from './end-user-sessions';
import { refreshTokenOf } from './start-session';
import { loadUser } from '../services/load-user';

const TOKEN = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{20,100})$/;

export function parseRefreshToken(token: string): { sessionId: string; secret: string } {
  const match = TOKEN.exec(token);
  if (!match) throw new DomainError(ErrorCode.REFRESH_TOKEN_INVALID);
  return { sessionId: match[1], secret: match[2] };
}

export class RefreshSession extends Command<{ access: string; refresh: string }> {
  constructor(readonly refresh: string) {
    super();
  }
}

@CommandHandler(RefreshSession)
export class RefreshSessionHandler implements ICommandHandler<RefreshSession, { access: string; refresh: string }> {
  constructor(
    private readonly deps: IdentityDeps,
    private readonly liveness: SessionLiveness,
  ) {}

  async execute({ refresh }: RefreshSession): Promise<{ access: string; refresh: string }> {
    const { sessionId, secret } = parseRefreshToken(refresh);
    const next = newSecret();
    const outcome = await executeCommand(this.deps.commands, sessionStream(sessionId), sessionDecider, {
      type: 'Refresh',
      presentedHash: hashSecret(secret),
      nextHash: hashSecret(next),
      expiresAt: this.deps.inFuture(this.deps.config.REFRESH_TOKEN_TTL_DAYS * 86_400_000),
      at: this.deps.clock.now(),
    });
    if (endsSession(outcome.events)) this.liveness.markEnded(sessionId);
    if (isReuseRevocation(outcome.events)) throw new DomainError(ErrorCode.REFRESH_TOKEN_REUSED);
    const [started] = await this.deps.commands.store.readStream(sessionStream(sessionId));
    const user = await loadUser(this.deps.commands.store, (started.data as { userId: string }).userId);
    return { access: this.deps.accessTokenFor(user, sessionId), refresh: refreshTokenOf(sessionId, next) };
  }
}
