// user-email-<sha256(email)>: an email belongs to one account at a time (unique-claim.ts).
import { createHash } from 'node:crypto';
import { ErrorCode, type EmailClaimEvent } from '@ledgerhouse/contracts';
import { DomainError } from '../../errors/domain-error';
import type { UniqueClaimKind } from '../../event-sourcing/unique-claim';
import { userStream } from './user';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();
export const emailClaimStream = (email: string) => `user-email-${createHash('sha256').update(normalizeEmail(email)).digest('hex')}`;

export const emailClaim = (email: string): UniqueClaimKind<EmailClaimEvent> => ({
  taken: (userId) => ({ type: 'EmailClaimed', data: { email: normalizeEmail(email), userId } }),
  released: (userId) => ({ type: 'EmailClaimReleased', data: { userId } }),
  holderAfter: (event) => (event.type === 'EmailClaimed' ? event.data.userId : null),
  ownerStream: userStream,
  conflict: () => new DomainError(ErrorCode.EMAIL_ALREADY_EXISTS, {}, { fields: [{ field: 'email', code: 'EMAIL_ALREADY_EXISTS' }] }),
});
