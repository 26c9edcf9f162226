import { createHash } from 'node:crypto';
import { ErrorCode, type EmailClaimEvent } from '@ledgerhouse/contracts';
import { DomainError } from '../../errors/domain-error';
import type { Decider } from '../../event-sourcing/decider';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();
export const emailClaimStream = (email: string) => `user-email-${createHash('sha256').update(normalizeEmail(email)).digest('hex')}`;

export const emailClaimDecider: Decider<{ email: string; userId: string }, EmailClaimEvent, { userId: string | null }> = {
  initialState: { userId: null },
  evolve: (_state, event) => ({ userId: event.data.userId }),
  decide(command, state) {
    if (state.userId) throw new DomainError(ErrorCode.EMAIL_ALREADY_EXISTS, 409, {}, { fields: [{ field: 'email', code: 'EMAIL_ALREADY_EXISTS' }] });
    return [{ type: 'EmailClaimed', data: { email: normalizeEmail(command.email), userId: command.userId } }];
  },
};
