// packing-<orderId>: units verified by scan at the packing table. Each scan counts once (scanId); a product not in the
// order, or one more unit than the order holds, is refused and counts nothing. The order's units arrive in the command.
import { ErrorCode, type PackingEvent } from '@ledgerhouse/contracts';
import { DomainError } from '../../../errors/domain-error';
import type { Decider } from '../../../event-sourcing/decider';

export const packingStream = (orderId: string) => `packing-${orderId}`;

export interface PackingState {
  verified: Readonly<Record<string, number>>;
  scanIds: ReadonlySet<string>;
}

export type PackingCommand = {
  type: 'VerifyUnit';
  orderId: string;
  scanId: string;
  barcode: string;
  /** The product the barcode names among the order's lines, or null. */
  productId: string | null;
  /** Units of that product in the order. */
  ordered: number;
  at: Date;
};

export const verifiedOf = (state: PackingState, productId: string) => state.verified[productId] ?? 0;

export const packingDecider: Decider<PackingCommand, PackingEvent, PackingState> = {
  initialState: { verified: {}, scanIds: new Set() },
  evolve(state, event) {
    switch (event.type) {
      case 'PackingUnitVerified': {
        const { productId, scanId } = event.data;
        return {
          verified: { ...state.verified, [productId]: verifiedOf(state, productId) + 1 },
          scanIds: new Set([...state.scanIds, scanId]),
        };
      }
      default: {
        const unreachable: never = event.type;
        return unreachable;
      }
    }
  },
  decide(command, state) {
    if (state.scanIds.has(command.scanId)) return [];
    const { productId, barcode } = command;
    if (!productId || command.ordered === 0) throw new DomainError(ErrorCode.PACK_WRONG_ITEM, { barcode });
    if (verifiedOf(state, productId) >= command.ordered) throw new DomainError(ErrorCode.PACK_TOO_MANY, { barcode });
    return [
      { type: 'PackingUnitVerified', data: { orderId: command.orderId, scanId: command.scanId, productId, at: command.at.toISOString() } },
    ];
  },
};
