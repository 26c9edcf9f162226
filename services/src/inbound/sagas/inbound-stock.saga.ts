// Inbound shipments move stock: submitting plans each product's delivery (incoming rises), changing the products
// re-plans it, cancelling or losing the shipment clears it, and acceptance puts the good units into total stock
// (INBOUND_SHIPMENT, or FULFILLMENT_RETURN for a return) and clears what is no longer expected. Every command is keyed
// by the shipment id on the product's inventory stream, so handling an event again records nothing new.
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { InboundEvent, InboundLine } from '@ledgerhouse/contracts';
import type { EventStore, StoredEvent } from '@ledgerhouse/infra';
import { ReceiveDelivery } from '../../catalog/commands/receive-delivery.command';
import { ReviseExpectedDelivery } from '../../catalog/commands/revise-expected-delivery.command';
import { EVENT_STORE } from '../../persistence/tokens';
import type { Saga } from '../../sagas/saga';

type Created = Extract<InboundEvent, { type: 'InboundDraftCreated' }>['data'];

/** The shipment as it stood after `event`: its facts and every product it has ever planned to bring. */
interface ShipmentSoFar {
  shipmentId: string;
  shipmentType: Created['shipmentType'];
  everPlanned: Set<string>;
}

/** Units per product of the declared lines (a product may appear on several lines). */
export function unitsByProduct(lines: readonly InboundLine[]): Map<string, number> {
  const units = new Map<string, number>();
  for (const line of lines) units.set(line.productId, (units.get(line.productId) ?? 0) + line.quantity);
  return units;
}

@Injectable()
export class InboundStockSaga implements Saga {
  readonly name = 'inbound-stock';
  readonly handles = ['InboundSubmitted', 'InboundLinesChanged', 'InboundCanceled', 'InboundMarkedLost', 'InboundAccepted'];

  constructor(
    private readonly bus: CommandBus,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async react(stored: StoredEvent): Promise<void> {
    const shipment = await this.shipmentAt(stored);
    const event = { type: stored.type, data: stored.data } as InboundEvent;
    switch (event.type) {
      case 'InboundSubmitted':
      case 'InboundLinesChanged': {
        const units = unitsByProduct(event.data.lines);
        for (const productId of shipment.everPlanned)
          await this.bus.execute(new ReviseExpectedDelivery(productId, shipment.shipmentId, units.get(productId) ?? 0));
        return;
      }
      case 'InboundCanceled':
      case 'InboundMarkedLost':
        for (const productId of shipment.everPlanned) await this.bus.execute(new ReviseExpectedDelivery(productId, shipment.shipmentId, 0));
        return;
      case 'InboundAccepted': {
        const reason = shipment.shipmentType === 'RETURN' ? 'FULFILLMENT_RETURN' : 'INBOUND_SHIPMENT';
        const good = new Map<string, number>();
        for (const line of event.data.received) good.set(line.productId, (good.get(line.productId) ?? 0) + line.received);
        for (const productId of new Set([...good.keys(), ...shipment.everPlanned]))
          await this.bus.execute(new ReceiveDelivery(productId, shipment.shipmentId, reason, good.get(productId) ?? 0));
        return;
      }
      default:
        return;
    }
  }

  private async shipmentAt(event: StoredEvent): Promise<ShipmentSoFar> {
    const history = await this.store.readStream(event.streamId);
    const created = history.find((e) => e.type === 'InboundDraftCreated')?.data as Created | undefined;
    const everPlanned = new Set<string>();
    for (const e of history) {
      if (e.version > event.version) break;
      if (e.type === 'InboundSubmitted' || e.type === 'InboundLinesChanged')
        for (const line of (e.data as { lines: InboundLine[] }).lines) everPlanned.add(line.productId);
    }
    return {
      shipmentId: created?.shipmentId ?? event.streamId.replace(/^inbound-/, ''),
      shipmentType: created?.shipmentType ?? 'STANDARD',
      everPlanned,
    };
  }
}
