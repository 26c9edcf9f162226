// A product's catalogue facts. Stock-dependent rules get the current total from the handler.
import { ErrorCode, type ProductEvent, type ProductFacts } from '@ledgerhouse/contracts';
import { DomainError } from '../../errors/domain-error';
import type { Decider } from '../../event-sourcing/decider';

export interface ProductState {
  exists: boolean;
  deleted: boolean;
  sellerId: string | null;
  facts: ProductFacts | null;
  dimensionsVerified: boolean;
  weightVerified: boolean;
}

export type ProductCommand =
  | { type: 'Create'; productId: string; sellerId: string; facts: ProductFacts; at: Date }
  | { type: 'Update'; changes: Partial<ProductFacts>; stockTotal: number; at: Date }
  | { type: 'VerifyMeasurements'; dimensions: boolean; weight: boolean; at: Date }
  | { type: 'Delete'; stockTotal: number; openReservations: number; at: Date };

export const productStream = (id: string) => `product-${id}`;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function evolve(state: ProductState, event: ProductEvent): ProductState {
  switch (event.type) {
    case 'ProductCreated': {
      const { productId: _id, sellerId, createdAt: _at, ...facts } = event.data;
      return { ...state, exists: true, sellerId, facts };
    }
    case 'ProductUpdated':
      return { ...state, facts: { ...state.facts!, ...event.data.changes } };
    case 'MeasurementsVerified':
      return { ...state, dimensionsVerified: state.dimensionsVerified || event.data.dimensions, weightVerified: state.weightVerified || event.data.weight };
    case 'ProductDeleted':
      return { ...state, deleted: true };
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

function decide(command: ProductCommand, state: ProductState): ProductEvent[] {
  const at = command.at.toISOString();
  if (command.type === 'Create') {
    if (state.exists) throw new DomainError(ErrorCode.ALREADY_EXISTS, 409);
    return [{ type: 'ProductCreated', data: { ...command.facts, productId: command.productId, sellerId: command.sellerId, createdAt: at } }];
  }
  if (!state.exists || state.deleted) throw new DomainError(ErrorCode.NOT_FOUND, 404);
  const facts = state.facts!;
  switch (command.type) {
    case 'Update': {
      const changes = Object.fromEntries(Object.entries(command.changes).filter(([k, v]) => !same(facts[k as keyof ProductFacts], v))) as Partial<ProductFacts>;
      if ('barcode' in changes && command.stockTotal !== 0) throw new DomainError(ErrorCode.BARCODE_LOCKED_BY_STOCK, 409, {}, { fields: [{ field: 'barcode', code: ErrorCode.BARCODE_LOCKED_BY_STOCK }] });
      if (('dimensions' in changes && state.dimensionsVerified) || ('weight' in changes && state.weightVerified)) throw new DomainError(ErrorCode.MEASUREMENTS_VERIFIED, 409);
      return Object.keys(changes).length === 0 ? [] : [{ type: 'ProductUpdated', data: { changes, at } }];
    }
    case 'VerifyMeasurements':
      return [{ type: 'MeasurementsVerified', data: { dimensions: command.dimensions, weight: command.weight, at } }];
    case 'Delete':
      if (command.stockTotal !== 0 || command.openReservations !== 0) throw new DomainError(ErrorCode.PRODUCT_HAS_STOCK, 409);
      return [{ type: 'ProductDeleted', data: { at } }];
    default: {
      const unreachable: never = command;
      return unreachable;
    }
  }
}

export const productDecider: Decider<ProductCommand, ProductEvent, ProductState> = {
  initialState: { exists: false, deleted: false, sellerId: null, facts: null, dimensionsVerified: false, weightVerified: false },
  evolve,
  decide,
};
