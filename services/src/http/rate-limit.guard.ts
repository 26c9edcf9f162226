// Rate limits: a tight per-address limit on the auth endpoints (@AuthRateLimit) and a general per-user limit.
import { Injectable, SetMetadata, type ExecutionContext } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerLimitDetail, type ThrottlerRequest } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import type { AuthedRequest } from './auth/authed-request';

export const AUTH_RATE_LIMIT = 'lh:auth-rate-limit';
/** Login, registration and password reset: counted per address by the 'auth' throttler. */
export const AuthRateLimit = () => SetMetadata(AUTH_RATE_LIMIT, true);

@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  protected override async handleRequest(props: ThrottlerRequest): Promise<boolean> {
    const authLimited = this.reflector.getAllAndOverride<boolean>(AUTH_RATE_LIMIT, [props.context.getHandler(), props.context.getClass()]);
    if ((props.throttler.name === 'auth') !== Boolean(authLimited)) return true;
    return super.handleRequest(props);
  }

  protected override async getTracker(req: Record<string, unknown>): Promise<string> {
    const auth = (req as unknown as AuthedRequest).auth;
    return auth ? `user:${auth.sub}` : `ip:${(req as unknown as Request).ip ?? 'unknown'}`;
  }

  protected override async throwThrottlingException(context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    context
      .switchToHttp()
      .getResponse<Response>()
      .setHeader('Retry-After', String(Math.max(1, Math.ceil(detail.timeToBlockExpire))));
    return super.throwThrottlingException(context, detail);
  }
}
