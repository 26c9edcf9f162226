// storage-<userId>: each day's stored volume (recorded once) and each month's fee (charged once) on its average.
import { cubicFeet, safeCents, STORAGE_PRICE_CENTS_PER_CUBIC_FOOT_MONTH, type LengthUnit, type StorageEvent } from '@ledgerhouse/contracts';
import type { Decider } from '../../event-sourcing/decider';
import { daysInMonth } from './subscription-period';

export const storageStream = (userId: string) => `storage-${userId}`;
export const storageFeeDocumentId = (userId: string, period: string) => `storage-${userId}-${period}`;

export interface StorageState {
  /** Day (YYYY-MM-DD) → cubic feet stored that day. */
  days: Record<string, number>;
  charged: string[];
}

export type StorageCommand =
  | { type: 'RecordVolume'; day: string; cubicFeet: number; at: Date }
  | {
      type: 'ChargeFee';
      period: string;
      averageDailyCubicFeet: number;
      priceCents: number;
      paid: boolean;
      spendingEntryId: string | null;
      at: Date;
    };

const initialState: StorageState = { days: {}, charged: [] };

/** Six decimals are far below a cent at any realistic price, and keep sums exact enough to compare. */
const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/** Cubic feet a seller stores: each product's package volume × its total stock; products without dimensions count 0. */
export function storedCubicFeet(
  products: { dimensions: { length: number; width: number; height: number; unit: string } | null; total: number }[],
): number {
  let sum = 0;
  for (const p of products)
    if (p.dimensions && p.total > 0)
      sum += cubicFeet(p.dimensions.length, p.dimensions.width, p.dimensions.height, p.dimensions.unit as LengthUnit) * p.total;
  return round6(sum);
}

/** A month's fee: Σ daily volumes / days in the month (a day not recorded counts 0), priced per cubic foot-month. */
export function monthlyFee(
  state: StorageState,
  period: string,
): { averageDailyCubicFeet: number; priceCents: number; daysRecorded: number } {
  const recorded = Object.entries(state.days).filter(([day]) => day.startsWith(`${period}-`));
  const total = recorded.reduce((sum, [, volume]) => sum + volume, 0);
  const averageDailyCubicFeet = round6(total / daysInMonth(period));
  return {
    averageDailyCubicFeet,
    priceCents: safeCents(Math.round(averageDailyCubicFeet * STORAGE_PRICE_CENTS_PER_CUBIC_FOOT_MONTH), 'storage fee'),
    daysRecorded: recorded.length,
  };
}

/**
 * This month so far as the seller reads it: the mean of the days recorded (a seller who started storing on the 23rd
 * sees what they store, not a 23rd of it). The month's fee itself divides by all its days ({@link monthlyFee}).
 */
export function averageOverRecordedDays(volumes: number[]): number {
  if (volumes.length === 0) return 0;
  return round6(volumes.reduce((sum, volume) => sum + volume, 0) / volumes.length);
}

function evolve(state: StorageState, event: StorageEvent): StorageState {
  switch (event.type) {
    case 'StorageVolumeRecorded':
      return { ...state, days: { ...state.days, [event.data.day]: event.data.cubicFeet } };
    case 'StorageFeeCharged':
      return { ...state, charged: [...state.charged, event.data.period] };
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

function decide(command: StorageCommand, state: StorageState): StorageEvent[] {
  const at = command.at.toISOString();
  switch (command.type) {
    case 'RecordVolume':
      return command.day in state.days
        ? []
        : [{ type: 'StorageVolumeRecorded', data: { day: command.day, cubicFeet: command.cubicFeet, at } }];
    case 'ChargeFee': {
      if (state.charged.includes(command.period)) return [];
      const { period, averageDailyCubicFeet, priceCents, paid, spendingEntryId } = command;
      return [{ type: 'StorageFeeCharged', data: { period, averageDailyCubicFeet, priceCents, paid, spendingEntryId, at } }];
    }
    default: {
      const unreachable: never = command;
      return unreachable;
    }
  }
}

export const storageDecider: Decider<StorageCommand, StorageEvent, StorageState> = { initialState, evolve, decide };
