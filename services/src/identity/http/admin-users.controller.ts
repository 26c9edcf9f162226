import { Controller } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { adminUserRoutes as routes, ErrorCode, impersonationStartBody } from '@ledgerhouse/contracts';
import type { z } from 'zod';
import { jwtSecret } from '../../config/config.schema';
import { DomainError } from '../../errors/domain-error';
import { ContractRoute, ValidBody, ValidParams, ValidQuery } from '../../http/contract-route';
import { ActOnUser } from '../commands/admin-user-commands';
import { signImpersonationLink, verifyImpersonationLink } from '../crypto/impersonation-link';
import { IdentityDeps } from '../identity-deps';
import { GetUser, ListUsers, type UserFilter } from '../queries/admin-users';
import { AdminOnly, BlockedAllowed } from './access.decorators';
import { CallerId } from './current-user';

const LINK_TTL_SECONDS = 15 * 60;

/** Admin routes are open to staff even while they act as a blocked seller. */
@AdminOnly()
@BlockedAllowed()
@Controller()
export class AdminUsersController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly deps: IdentityDeps,
  ) {}

  @ContractRoute(routes.list)
  list(@ValidQuery(routes.list) query: UserFilter) {
    return this.queries.execute(new ListUsers(query));
  }

  @ContractRoute(routes.get)
  get(@ValidParams(routes.get) { userId }: { userId: string }) {
    return this.queries.execute(new GetUser(userId));
  }

  @ContractRoute(routes.block)
  block(@ValidParams(routes.block) { userId }: { userId: string }) {
    return this.commands.execute(new ActOnUser(userId, { type: 'Block' }));
  }

  @ContractRoute(routes.unblock)
  unblock(@ValidParams(routes.unblock) { userId }: { userId: string }) {
    return this.commands.execute(new ActOnUser(userId, { type: 'Unblock' }));
  }

  @ContractRoute(routes.shareLink)
  async shareLink(@ValidParams(routes.shareLink) { userId }: { userId: string }, @CallerId() callerId: string) {
    await this.queries.execute(new GetUser(userId));
    const now = this.deps.clock.now();
    return {
      token: signImpersonationLink(userId, callerId, jwtSecret(this.deps.config), now, LINK_TTL_SECONDS),
      expiresAt: new Date(now.getTime() + LINK_TTL_SECONDS * 1000).toISOString(),
    };
  }

  @ContractRoute(routes.startImpersonation)
  async start(@ValidBody(routes.startImpersonation) body: z.infer<typeof impersonationStartBody>, @CallerId() callerId: string) {
    const userId = 'userId' in body ? body.userId : verifyImpersonationLink(body.token, jwtSecret(this.deps.config), this.deps.clock.now());
    if (!userId) throw new DomainError(ErrorCode.IMPERSONATION_LINK_INVALID, 400);
    await this.commands.execute(new ActOnUser(userId, { type: 'StartImpersonation', impersonatorId: callerId }));
    const user = await this.queries.execute(new GetUser(userId));
    return { user };
  }

  @ContractRoute(routes.endImpersonation)
  end(@ValidBody(routes.endImpersonation) { userId }: { userId: string }, @CallerId() callerId: string) {
    return this.commands.execute(new ActOnUser(userId, { type: 'EndImpersonation', impersonatorId: callerId }));
  }
}
