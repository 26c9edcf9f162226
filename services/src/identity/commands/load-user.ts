import { ErrorCode, type EmailClaimEvent, type UserEvent } from '@ledgerhouse/contracts';
import type { EventStore } from '@ledgerhouse/infra';
import { DomainError } from '../../errors/domain-error';
import { emailClaimStream } from '../domain/email-claim';
import { userDecider, userStream, type UserState } from '../domain/user';

export async function loadUser(store: EventStore, userId: string): Promise<UserState> {
  const events = await store.readStream(userStream(userId));
  return events.reduce((s, e) => userDecider.evolve(s, { type: e.type, data: e.data } as UserEvent), userDecider.initialState);
}

/** The account that claimed this email, or null. */
export async function userIdByEmail(store: EventStore, email: string): Promise<string | null> {
  const [claim] = await store.readStream(emailClaimStream(email));
  return claim ? (claim.data as EmailClaimEvent['data']).userId : null;
}

export async function loadUserByEmail(store: EventStore, email: string, notFound = ErrorCode.EMAIL_NOT_FOUND): Promise<UserState> {
  const id = await userIdByEmail(store, email);
  const user = id ? await loadUser(store, id) : null;
  if (!user?.exists) throw new DomainError(notFound, 400, {}, { fields: [{ field: 'email', code: notFound }] });
  return user;
}
