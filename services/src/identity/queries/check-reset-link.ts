// A reset link is checked before the page asks for a new password: the answer comes from the account's stream
// (the read models keep no token hashes), and nothing is written.
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ErrorCode } from '@ledgerhouse/contracts';
import { DomainError } from '../../errors/domain-error';
import { hashSecret } from '../crypto/secrets';
import { resetLinkProblem } from '../domain/user';
import { IdentityDeps } from '../identity-deps';
import { loadUser } from '../services/load-user';

export class CheckResetLink extends Query<{ valid: true }> {
  constructor(
    readonly userId: string,
    readonly token: string,
  ) {
    super();
  }
}

@QueryHandler(CheckResetLink)
export class CheckResetLinkHandler implements IQueryHandler<CheckResetLink, { valid: true }> {
  constructor(private readonly deps: IdentityDeps) {}

  async execute({ userId, token }: CheckResetLink): Promise<{ valid: true }> {
    const user = await loadUser(this.deps.commands.store, userId);
    if (!user.exists) throw new DomainError(ErrorCode.RESET_LINK_INVALID);
    const problem = resetLinkProblem(user, hashSecret(token), this.deps.clock.now());
    if (problem) throw new DomainError(problem);
    return { valid: true };
  }
}
