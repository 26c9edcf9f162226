// Every endpoint is guarded on the server: a valid access token unless @Public, an admin type for @AdminOnly,
// and blocked users only where @BlockedAllowed.
import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { ErrorCode } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { jwtSecret, type AppConfig } from '../../config/config.schema';
import { DomainError } from '../../errors/domain-error';
import { currentRequestContext } from '../../event-sourcing/request-context';
import { APP_CONFIG, CLOCK } from '../../persistence/tokens';
import { verifyJwt, type AccessClaims } from '../crypto/jwt';
import { ACCESS, BLOCKED_ALLOWED, type AccessLevel } from './access.decorators';

export const ADMIN_TYPES = new Set(['STAFF', 'WAREHOUSE_MANAGER']);

export type AuthedRequest = Request & { auth?: AccessClaims };

@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<AuthedRequest>();
    const targets = [context.getHandler(), context.getClass()];
    const level = this.reflector.getAllAndOverride<AccessLevel | undefined>(ACCESS, targets) ?? 'user';
    const header = req.header('authorization') ?? '';
    const token = /^(JWT|Bearer) (.+)$/.exec(header)?.[2];
    const claims = token ? verifyJwt(token, jwtSecret(this.config), this.clock.now()) : null;
    if (claims) {
      req.auth = claims;
      const ctx = currentRequestContext();
      if (ctx) ctx.userId = claims.sub;
    }
    if (level === 'public') return true;
    if (!claims) throw new DomainError(ErrorCode.UNAUTHENTICATED, 401);
    if (claims.blk && !this.reflector.getAllAndOverride<boolean>(BLOCKED_ALLOWED, targets)) throw new DomainError(ErrorCode.ACCOUNT_BLOCKED, 403);
    if (level === 'admin' && !ADMIN_TYPES.has(claims.typ ?? '')) throw new DomainError(ErrorCode.FORBIDDEN, 403);
    return true;
  }
}
