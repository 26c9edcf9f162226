// impersonation-link-<sha256(token)>: a share link opens impersonation once, for the staff member who minted it.
import { createHash } from 'node:crypto';
import { ErrorCode, type ImpersonationLinkEvent } from '@ledgerhouse/contracts';
import { DomainError } from '../../errors/domain-error';
import type { Decider } from '../../event-sourcing/decider';

export const impersonationLinkStream = (token: string) => `impersonation-link-${createHash('sha256').update(token).digest('hex')}`;

export type SpendLink = { type: 'Spend'; userId: string; usedBy: string; at: Date };

export const impersonationLinkDecider: Decider<SpendLink, ImpersonationLinkEvent, { used: boolean }> = {
  initialState: { used: false },
  evolve: () => ({ used: true }),
  decide(command, state) {
    if (state.used) throw new DomainError(ErrorCode.IMPERSONATION_LINK_INVALID);
    return [{ type: 'ImpersonationLinkUsed', data: { userId: command.userId, usedBy: command.usedBy, at: command.at.toISOString() } }];
  },
};
