import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { AuthedRequest } from './authed-request';

/** The user the request acts for: the caller, or the seller a staff member impersonates. */
export const CurrentUserId = createParamDecorator(
  (_data: unknown, context: ExecutionContext) => context.switchToHttp().getRequest<AuthedRequest>().auth!.actingUserId,
);

/** The caller's own id, even in impersonation mode. */
export const CallerId = createParamDecorator(
  (_data: unknown, context: ExecutionContext) => context.switchToHttp().getRequest<AuthedRequest>().auth!.sub,
);

/** The login session of the caller's access token. */
export const CurrentSessionId = createParamDecorator(
  (_data: unknown, context: ExecutionContext) => context.switchToHttp().getRequest<AuthedRequest>().auth!.sid ?? null,
);
