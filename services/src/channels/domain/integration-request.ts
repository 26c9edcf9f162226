// A seller's request for an integration we do not offer yet. One request, one stream.
import { ErrorCode } from '@ledgerhouse/contracts';
import { DomainError } from '../../errors/domain-error';
import type { Decider } from '../../event-sourcing/decider';

export interface RequestIntegrationCommand {
  requestId: string;
  sellerId: string;
  marketplace: string;
  website: string | null;
  contactEmail: string;
  comment: string | null;
  requestedAt: Date;
}

export type IntegrationRequestEvent = {
  type: 'IntegrationRequested';
  data: {
    requestId: string;
    /** Absent on requests recorded before the seller was kept in the event (its metadata userId stands in). */
    sellerId?: string;
    marketplace: string;
    website: string | null;
    contactEmail: string;
    comment: string | null;
    requestedAt: string;
  };
};

export interface IntegrationRequestState {
  exists: boolean;
}

export const integrationRequestStream = (id: string) => `integration-request-${id}`;

export const integrationRequestDecider: Decider<RequestIntegrationCommand, IntegrationRequestEvent, IntegrationRequestState> = {
  initialState: { exists: false },
  evolve(state, event) {
    switch (event.type) {
      case 'IntegrationRequested':
        return { ...state, exists: true };
      default: {
        const unreachable: never = event.type;
        return unreachable;
      }
    }
  },
  decide(command, state) {
    if (state.exists) throw new DomainError(ErrorCode.ALREADY_EXISTS);
    return [
      {
        type: 'IntegrationRequested',
        data: {
          requestId: command.requestId,
          sellerId: command.sellerId,
          marketplace: command.marketplace,
          website: command.website,
          contactEmail: command.contactEmail.toLowerCase(),
          comment: command.comment,
          requestedAt: command.requestedAt.toISOString(),
        },
      },
    ];
  },
};
