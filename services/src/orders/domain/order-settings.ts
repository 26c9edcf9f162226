// order-settings-<sellerId>: the seller's auto-fulfillment switch and its saved start options.
import { isDeepStrictEqual } from 'node:util';
import type { FulfillmentOptions, OrderSettingsEvent } from '@ledgerhouse/contracts';
import type { Decider } from '../../event-sourcing/decider';

export const orderSettingsStream = (sellerId: string) => `order-settings-${sellerId}`;

export interface AutoFulfillmentSettings {
  enabled: boolean;
  options: FulfillmentOptions | null;
}

export type OrderSettingsCommand = { type: 'SetAutoFulfillment'; enabled: boolean; options: FulfillmentOptions | null; at: Date };

export const initialOrderSettings: AutoFulfillmentSettings = { enabled: false, options: null };

function evolve(_state: AutoFulfillmentSettings, event: OrderSettingsEvent): AutoFulfillmentSettings {
  switch (event.type) {
    case 'AutoFulfillmentSet':
      return { enabled: event.data.enabled, options: event.data.options };
    default: {
      const unreachable: never = event.type;
      return unreachable;
    }
  }
}

/** Turning it off keeps the saved options (the form shows them again when it is turned back on). */
function decide(command: OrderSettingsCommand, state: AutoFulfillmentSettings): OrderSettingsEvent[] {
  const options = command.options ?? state.options;
  if (state.enabled === command.enabled && isDeepStrictEqual(state.options, options)) return [];
  return [{ type: 'AutoFulfillmentSet', data: { enabled: command.enabled, options, at: command.at.toISOString() } }];
}

export const orderSettingsDecider: Decider<OrderSettingsCommand, OrderSettingsEvent, AutoFulfillmentSettings> = {
  initialState: initialOrderSettings,
  evolve,
  decide,
};
