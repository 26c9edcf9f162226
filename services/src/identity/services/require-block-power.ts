// Blocking and unblocking decide on the event store: the target must exist and the staff-powers table must let the caller.
import { ErrorCode } from '@ledgerhouse/contracts';
import type { EventStore } from '@ledgerhouse/infra';
import { DomainError } from '../../errors/domain-error';
import { accountKind, mayActOn } from '../domain/staff-powers';
import { loadUser } from './load-user';

export async function requireBlockPower(store: EventStore, callerId: string, targetId: string): Promise<void> {
  const [caller, target] = await Promise.all([loadUser(store, callerId), loadUser(store, targetId)]);
  if (!target.exists) throw new DomainError(ErrorCode.NOT_FOUND);
  const allowed = mayActOn({ id: callerId, kind: accountKind(caller.userType), blocked: !caller.exists || caller.blocked }, 'block', {
    id: targetId,
    kind: accountKind(target.userType),
  });
  if (!allowed) throw new DomainError(ErrorCode.BLOCK_NOT_ALLOWED);
}
