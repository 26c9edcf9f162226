// Read from the settings stream itself: a switch turned on a moment ago applies to the next ready order.
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AutoFulfillmentView } from '@ledgerhouse/contracts';
import type { EventStore } from '@ledgerhouse/infra';
import { loadState } from '../../event-sourcing/load-state';
import { EVENT_STORE } from '../../persistence/tokens';
import { orderSettingsDecider, orderSettingsStream } from '../domain/order-settings';
import { GetAutoFulfillmentSettings } from './get-auto-fulfillment-settings.query';

@QueryHandler(GetAutoFulfillmentSettings)
export class GetAutoFulfillmentSettingsHandler implements IQueryHandler<GetAutoFulfillmentSettings, AutoFulfillmentView> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async execute({ sellerId }: GetAutoFulfillmentSettings): Promise<AutoFulfillmentView> {
    const { enabled, options } = await loadState(this.store, orderSettingsStream(sellerId), orderSettingsDecider);
    return { enabled, options };
  }
}
