// Who a webhooks request acts for: a warehouse manager acts for the warehouse (WAREHOUSE scope, every endpoint of it);
// a seller, or staff impersonating one, for that seller (SELLER scope, their own). A WAREHOUSE endpoint receives every
// seller's events, so other staff may neither manage nor read them: 403 WAREHOUSE_MANAGER_ONLY on every webhooks route
// but the event types.
import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ErrorCode } from '@ledgerhouse/contracts';
import { DomainError } from '../../errors/domain-error';
import type { AuthedRequest } from '../../http/auth/authed-request';
import type { WebhookOwner } from '../commands/create-webhook';

export const CurrentWebhookOwner = createParamDecorator((_data: unknown, context: ExecutionContext): WebhookOwner => {
  const auth = context.switchToHttp().getRequest<AuthedRequest>().auth!;
  const staff = auth.typ !== null && auth.impersonatorId === null;
  if (!staff) return { scope: 'SELLER', userId: auth.actingUserId };
  if (auth.typ !== 'WAREHOUSE_MANAGER') throw new DomainError(ErrorCode.WAREHOUSE_MANAGER_ONLY);
  return { scope: 'WAREHOUSE', userId: auth.sub };
});
