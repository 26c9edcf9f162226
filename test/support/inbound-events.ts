// Drives an inbound shipment through its life by appending its events straight to its `inbound-<id>` stream, as the
// warehouse's commands would: for the saga tests, independent of the inbound routes.
import { randomUUID } from 'node:crypto';
import type { InboundEvent, InboundType } from '@ledgerhouse/contracts';
import type { EventStore, GlobalPosition } from '../../infra/src';

type Line = { productId: string; quantity: number };
const at = () => new Date().toISOString();
const delivery = { trackingNumber: '1Z999', courierService: 'UPS', deliveryType: 'CUSTOM' as const, comment: null };
const declared = (lines: Line[]) =>
  lines.map((l, i) => ({ ...l, barcode: `BC-${i}-${l.productId.slice(0, 8)}`, packageSize: null, weight: null, countryOfOrigin: null }));

export function inboundDriver(store: EventStore, sellerId: string) {
  async function append(shipmentId: string, events: InboundEvent[]): Promise<GlobalPosition> {
    const stream = `inbound-${shipmentId}`;
    const version = (await store.readStream(stream)).length;
    const metadata = { correlationId: randomUUID(), causationId: null, userId: sellerId, impersonatorId: null, schemaVersion: 1 };
    return (
      await store.append(
        stream,
        events.map((e) => ({ ...e, metadata })),
        version,
      )
    ).position;
  }
  return {
    append,
    /** A draft made and submitted (NOT_DELIVERED); its id. */
    async submitted(lines: Line[], shipmentType: InboundType = 'STANDARD'): Promise<string> {
      const shipmentId = randomUUID();
      const number = `IN-${shipmentId.slice(0, 6)}`;
      await append(shipmentId, [
        { type: 'InboundDraftCreated', data: { shipmentId, sellerId, number, shipmentType, lines: declared(lines), delivery, at: at() } },
        { type: 'InboundSubmitted', data: { lines: declared(lines), delivery, at: at() } },
      ]);
      return shipmentId;
    },
    linesChanged: (shipmentId: string, lines: Line[]) =>
      append(shipmentId, [{ type: 'InboundLinesChanged', data: { lines: declared(lines), delivery, at: at() } }]),
    canceled: (shipmentId: string) => append(shipmentId, [{ type: 'InboundCanceled', data: { at: at() } }]),
    /** Delivered, checked and accepted with these good (and damaged) counts after `billableSeconds` of check-in. */
    accepted: (
      shipmentId: string,
      received: { productId: string; received: number; damaged?: number; declared?: number }[],
      billableSeconds: number,
    ) =>
      append(shipmentId, [
        { type: 'InboundDelivered', data: { at: at() } },
        { type: 'InboundCheckStarted', data: { at: at() } },
        {
          type: 'InboundAccepted',
          data: {
            received: received.map((r) => ({
              productId: r.productId,
              received: r.received,
              damaged: r.damaged ?? 0,
              declared: r.declared ?? r.received,
            })),
            billableSeconds,
            at: at(),
          },
        },
      ]),
    located: (shipmentId: string) => append(shipmentId, [{ type: 'InboundLocated', data: { at: at() } }]),
    types: async (shipmentId: string) => (await store.readStream(`inbound-${shipmentId}`)).map((e) => e.type),
  };
}
