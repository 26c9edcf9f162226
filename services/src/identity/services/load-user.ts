// Loads accounts from their user-<id> streams (commands decide on the event store, never on read models).
import { ErrorCode } from '@ledgerhouse/contracts';
import type { EventStore } from '@ledgerhouse/infra';
import { DomainError } from '../../errors/domain-error';
import { loadState } from '../../event-sourcing/load-state';
import { claimHolder } from '../../event-sourcing/unique-claim';
import { emailClaim, emailClaimStream } from '../domain/email-claim';
import { userDecider, userStream, type UserState } from '../domain/user';

export function loadUser(store: EventStore, userId: string): Promise<UserState> {
  return loadState(store, userStream(userId), userDecider);
}

/** Staff act only on an account that exists. */
export async function requireUserExists(store: EventStore, userId: string): Promise<void> {
  if (!(await loadUser(store, userId)).exists) throw new DomainError(ErrorCode.NOT_FOUND);
}

/** The account that claimed this email, or null. */
export async function userIdByEmail(store: EventStore, email: string): Promise<string | null> {
  return claimHolder(store, emailClaim(email), emailClaimStream(email));
}

export async function loadUserByEmail(store: EventStore, email: string, notFound = ErrorCode.EMAIL_NOT_FOUND): Promise<UserState> {
  const id = await userIdByEmail(store, email);
  const user = id ? await loadUser(store, id) : null;
  if (!user?.exists) throw new DomainError(notFound, {}, { fields: [{ field: 'email', code: notFound }] });
  return user;
}
