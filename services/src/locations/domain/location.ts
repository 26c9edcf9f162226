// One warehouse bin (`location-<code>`): created, deactivated while empty, reactivated.
import { ErrorCode, locationStream, type LocationEvent } from '@ledgerhouse/contracts';
import { DomainError } from '../../errors/domain-error';
import type { Decider } from '../../event-sourcing/decider';

export { locationStream };

export type LocationCommand =
  | { type: 'CreateLocation'; code: string; at: Date }
  /** `unitsInBin`: what the stock-by-bin read model says the bin holds now. */
  | { type: 'DeactivateLocation'; code: string; unitsInBin: number; at: Date }
  | { type: 'ReactivateLocation'; code: string; at: Date };

export interface LocationState {
  exists: boolean;
  active: boolean;
}

export const initialLocationState: LocationState = { exists: false, active: false };

/** Zone, aisle and shelf of a code already checked against LOCATION_CODE_PATTERN. */
export function partsOf(code: string): { zone: string; aisle: number; shelf: number } {
  const [zone, aisle, shelf] = code.split('-');
  return { zone, aisle: Number(aisle), shelf: Number(shelf) };
}

function evolve(state: LocationState, event: LocationEvent): LocationState {
  switch (event.type) {
    case 'LocationCreated':
    case 'LocationReactivated':
      return { exists: true, active: true };
    case 'LocationDeactivated':
      return { ...state, active: false };
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

function decide(command: LocationCommand, state: LocationState): LocationEvent[] {
  const at = command.at.toISOString();
  const { code } = command;
  if (command.type === 'CreateLocation') {
    if (state.exists) throw new DomainError(ErrorCode.LOCATION_ALREADY_EXISTS, { code });
    return [{ type: 'LocationCreated', data: { code, ...partsOf(code), at } }];
  }
  if (!state.exists) throw new DomainError(ErrorCode.LOCATION_NOT_FOUND, { code });
  switch (command.type) {
    case 'DeactivateLocation':
      if (!state.active) return [];
      if (command.unitsInBin > 0) throw new DomainError(ErrorCode.LOCATION_HAS_STOCK, { code, units: command.unitsInBin });
      return [{ type: 'LocationDeactivated', data: { code, at } }];
    case 'ReactivateLocation':
      return state.active ? [] : [{ type: 'LocationReactivated', data: { code, at } }];
    default: {
      const unreachable: never = command;
      return unreachable;
    }
  }
}

export const locationDecider: Decider<LocationCommand, LocationEvent, LocationState> = {
  initialState: initialLocationState,
  evolve,
  decide,
};
