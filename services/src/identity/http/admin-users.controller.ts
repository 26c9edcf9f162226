import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { adminUserRoutes as routes, ErrorCode, type BodyOf, type ParamsOf, type QueryOf } from '@ledgerhouse/contracts';
import { jwtSecret } from '../../config/config.schema';
import { DomainError } from '../../errors/domain-error';
import { executeCommand } from '../../event-sourcing/execute-command';
import { ContractRoute, ValidBody, ValidParams, ValidQuery } from '../../http/contract-route';
import { BlockUser } from '../commands/block-user';
import { EndImpersonation } from '../commands/end-impersonation';
import { StartImpersonation } from '../commands/start-impersonation';
import { UnblockUser } from '../commands/unblock-user';
import { signImpersonationLink, verifyImpersonationLink } from '../crypto/impersonation-link';
import { impersonationLinkDecider, impersonationLinkStream } from '../domain/impersonation-link';
import { IdentityDeps } from '../identity-deps';
import { GetUser, ListUsers } from '../queries/admin-users';
import { AdminOnly } from '../../http/auth/access.decorators';
import { CallerId } from '../../http/auth/current-user';

type UserId = ParamsOf<typeof routes.get>;

const LINK_TTL_SECONDS = 15 * 60;

/** Who may block, unblock or impersonate whom is the staff-powers table; blocked staff never get here (AuthGuard). */
@AdminOnly()
@Controller()
export class AdminUsersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly deps: IdentityDeps,
  ) {}

  @ContractRoute(routes.list)
  list(@ValidQuery(routes.list) query: QueryOf<typeof routes.list>) {
    return this.queries.execute(new ListUsers(query));
  }

  @ContractRoute(routes.get)
  get(@ValidParams(routes.get) { userId }: UserId) {
    return this.queries.execute(new GetUser(userId));
  }

  @ContractRoute(routes.block)
  block(@ValidParams(routes.block) { userId }: UserId, @CallerId() callerId: string) {
    return this.commands.execute(new BlockUser(userId, callerId));
  }

  @ContractRoute(routes.unblock)
  unblock(@ValidParams(routes.unblock) { userId }: UserId, @CallerId() callerId: string) {
    return this.commands.execute(new UnblockUser(userId, callerId));
  }

  @ContractRoute(routes.shareLink)
  async shareLink(@ValidParams(routes.shareLink) { userId }: UserId, @CallerId() callerId: string) {
    await this.queries.execute(new GetUser(userId));
    const now = this.deps.clock.now();
    return {
      token: signImpersonationLink(userId, callerId, jwtSecret(this.deps.config), now, LINK_TTL_SECONDS),
      expiresAt: new Date(now.getTime() + LINK_TTL_SECONDS * 1000).toISOString(),
    };
  }

  @ContractRoute(routes.startImpersonation)
  async start(@ValidBody(routes.startImpersonation) body: BodyOf<typeof routes.startImpersonation>, @CallerId() callerId: string) {
    const userId = 'userId' in body ? body.userId : await this.spendLink(body.token, callerId);
    await this.commands.execute(new StartImpersonation(userId, callerId));
    const user = await this.queries.execute(new GetUser(userId));
    return { user };
  }

  /** The seller a share link opens, once, and only for the staff member who minted it. */
  private async spendLink(token: string, callerId: string): Promise<string> {
    const now = this.deps.clock.now();
    const link = verifyImpersonationLink(token, jwtSecret(this.deps.config), now, LINK_TTL_SECONDS);
    if (!link || link.issuerId !== callerId) throw new DomainError(ErrorCode.IMPERSONATION_LINK_INVALID);
    await executeCommand(this.deps.commands, impersonationLinkStream(token), impersonationLinkDecider, {
      type: 'Spend',
      userId: link.userId,
      usedBy: callerId,
      at: now,
    });
    return link.userId;
  }

  @ContractRoute(routes.endImpersonation)
  end(@ValidBody(routes.endImpersonation) { userId }: BodyOf<typeof routes.endImpersonation>, @CallerId() callerId: string) {
    return this.commands.execute(new EndImpersonation(userId, callerId));
  }
}
