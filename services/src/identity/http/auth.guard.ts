// Every endpoint is guarded on the server: a valid access token of a session still open unless @Public, then the access
// level's rule (route-access.ts over the staff-powers table), and admin_mode=true&user_id=<id> only for staff acting as a
// seller after the recorded start of it (open-impersonations.ts).
import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import type { Kysely } from 'kysely';
import { ErrorCode } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import type { ReadModelDatabase } from '@ledgerhouse/projections';
import type { AppConfig } from '../../config/config.schema';
import { DomainError } from '../../errors/domain-error';
import { currentRequestContext } from '../../event-sourcing/request-context';
import { APP_CONFIG, CLOCK, READ_DB } from '../../persistence/tokens';
import type { AccessClaims } from '../crypto/jwt';
import { liveAccessClaims } from './live-access-claims';
import { SessionLiveness } from '../session-liveness';
import { OpenImpersonations } from '../open-impersonations';
import { ACCESS, BLOCKED_ALLOWED, SELLER_IN_PERSON, type AccessLevel } from '../../http/auth/access.decorators';
import { accountKind, mayActOn, type Caller } from '../domain/staff-powers';
import { routeRefusal } from './route-access';
import type { AuthedRequest } from '../../http/auth/authed-request';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>,
    private readonly sessions: SessionLiveness,
    private readonly impersonations: OpenImpersonations,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<AuthedRequest>();
    const targets = [context.getHandler(), context.getClass()];
    const level = this.reflector.getAllAndOverride<AccessLevel | undefined>(ACCESS, targets) ?? 'seller';
    const token = /^(JWT|Bearer) (.+)$/.exec(req.header('authorization') ?? '')?.[2];
    const claims = await liveAccessClaims(token, this.config, this.clock, this.sessions);
    if (!claims) {
      if (level === 'public') return true;
      throw new DomainError(ErrorCode.UNAUTHENTICATED);
    }
    const facts = await this.userFacts(claims.sub, claims);
    const caller: Caller = { id: claims.sub, kind: accountKind(facts.type), blocked: facts.blocked };
    const impersonated = this.impersonationTarget(req);
    const acting = impersonated ? await this.impersonation(caller, impersonated) : null;
    req.auth = { ...claims, actingUserId: impersonated ?? claims.sub, impersonatorId: impersonated ? claims.sub : null };
    const ctx = currentRequestContext();
    if (ctx) {
      ctx.userId = req.auth.actingUserId;
      ctx.impersonatorId = req.auth.impersonatorId;
    }
    if (level === 'public') return true;
    if (impersonated && this.reflector.getAllAndOverride<boolean>(SELLER_IN_PERSON, targets))
      throw new DomainError(ErrorCode.SELLER_IN_PERSON_ONLY);
    const blockedAllowed = this.reflector.getAllAndOverride<boolean>(BLOCKED_ALLOWED, targets) ?? false;
    const refusal = routeRefusal({ level, blockedAllowed, caller, acting });
    if (refusal) throw new DomainError(refusal);
    return true;
  }

  /** The seller a staff member acts as, if the table lets this caller act as them. */
  private async impersonation(caller: Caller, targetId: string): Promise<{ blocked: boolean }> {
    if (caller.kind === 'SELLER') throw new DomainError(ErrorCode.FORBIDDEN);
    if (caller.blocked) throw new DomainError(ErrorCode.ACCOUNT_BLOCKED);
    const target = await this.userFacts(targetId, null);
    if (!target.exists || !mayActOn(caller, 'impersonate', { id: targetId, kind: accountKind(target.type) }))
      throw new DomainError(ErrorCode.CANNOT_IMPERSONATE);
    // Only after the recorded start (POST /admin/impersonation/start), until its end.
    if (!(await this.impersonations.isOpen(caller.id, targetId))) throw new DomainError(ErrorCode.IMPERSONATION_NOT_STARTED);
    return target;
  }

  private impersonationTarget(req: Request): string | null {
    if (req.query.admin_mode !== 'true') return null;
    const userId = req.query.user_id;
    if (typeof userId !== 'string' || !UUID.test(userId))
      throw new DomainError(ErrorCode.VALIDATION_FAILED, {}, { fields: [{ field: 'query.user_id', code: 'INVALID_VALUE' }] });
    return userId;
  }

  /** Blocking takes effect at once: the read model wins over the token's claims (which stand in while it catches up). */
  private async userFacts(id: string, claims: AccessClaims | null): Promise<{ exists: boolean; blocked: boolean; type: string | null }> {
    const row = await this.db.selectFrom('users').select(['blocked', 'user_type']).where('id', '=', id).executeTakeFirst();
    if (row) return { exists: true, blocked: row.blocked, type: row.user_type };
    return claims ? { exists: true, blocked: claims.blk, type: claims.typ } : { exists: false, blocked: false, type: null };
  }
}
