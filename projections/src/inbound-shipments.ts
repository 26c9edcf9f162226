// The inbound_shipments read model: one row per inbound shipment with its lines and counts (declared, received,
// damaged, placed), placements by bin, comments and costs, for the seller's list and detail and the warehouse tab.
import { INBOUND_EVENT_TYPES, type InboundEvent, type InboundLine } from '@ledgerhouse/contracts';
import type { StoredEvent } from '@ledgerhouse/infra';
import type { Transaction } from 'kysely';
import type { ReadModelDatabase } from './database';
import type { InboundLineRow, InboundPlacementRow, InboundShipmentRow, InboundShipmentUpdate } from './inbound-shipments.table';
import type { Projector } from './projector';

/** Every inbound event: the list and the timeline follow the whole flow. */
export const INBOUND_SHIPMENT_EVENTS = INBOUND_EVENT_TYPES;

/** The lines as declared, keeping the counts of products still in the shipment. */
function declaredLines(lines: readonly InboundLine[], before: readonly InboundLineRow[]): InboundLineRow[] {
  return lines.map((line) => {
    const was = before.find((b) => b.productId === line.productId);
    return {
      productId: line.productId,
      barcode: line.barcode,
      declared: line.quantity,
      received: was?.received ?? 0,
      damaged: was?.damaged ?? 0,
      placed: was?.placed ?? 0,
      packageSize: line.packageSize,
      weight: line.weight,
      countryOfOrigin: line.countryOfOrigin,
    };
  });
}

const totals = (lines: readonly InboundLineRow[]) => ({
  lines: JSON.stringify(lines),
  product_count: lines.length,
  piece_count: lines.reduce((sum, l) => sum + l.declared, 0),
  received_count: lines.reduce((sum, l) => sum + l.received, 0),
  placed_count: lines.reduce((sum, l) => sum + l.placed, 0),
});

/** Adds to one product's counts; a product counted but not declared gets a line of its own (declared 0). */
function counted(lines: readonly InboundLineRow[], productId: string, change: Partial<Record<'received' | 'damaged' | 'placed', number>>) {
  const known = lines.some((l) => l.productId === productId);
  const all: InboundLineRow[] = known
    ? [...lines]
    : [
        ...lines,
        { productId, barcode: '', declared: 0, received: 0, damaged: 0, placed: 0, packageSize: null, weight: null, countryOfOrigin: null },
      ];
  return all.map((l) =>
    l.productId === productId
      ? {
          ...l,
          received: l.received + (change.received ?? 0),
          damaged: l.damaged + (change.damaged ?? 0),
          placed: l.placed + (change.placed ?? 0),
        }
      : l,
  );
}

const deliveryColumns = (
  delivery: {
    trackingNumber: string;
    courierService: string;
    deliveryType: string;
    packageType?: string | null;
    comment: string | null;
  } | null,
) => ({
  tracking_number: delivery?.trackingNumber || null,
  courier_service: delivery?.courierService || null,
  delivery_type: delivery?.deliveryType ?? null,
  package_type: delivery?.packageType ?? null,
  seller_comment: delivery?.comment ?? null,
});

async function row(trx: Transaction<ReadModelDatabase>, id: string): Promise<InboundShipmentRow | undefined> {
  return trx.selectFrom('inbound_shipments').selectAll().where('id', '=', id).executeTakeFirst();
}

export const inboundShipmentsProjector: Projector = {
  name: 'inbound_shipments',
  tables: ['inbound_shipments'],
  handles: INBOUND_SHIPMENT_EVENTS,
  async apply(trx, stored: StoredEvent) {
    const id = stored.streamId.slice('inbound-'.length);
    const event = { type: stored.type, data: stored.data } as InboundEvent;
    const update = (set: InboundShipmentUpdate) =>
      trx
        .updateTable('inbound_shipments')
        .set({ ...set, position: stored.position })
        .where('id', '=', id)
        .execute();
    const status = (to: string, at: string, more: InboundShipmentUpdate = {}) => update({ status: to, status_changed_at: at, ...more });
    switch (event.type) {
      case 'InboundDraftCreated': {
        const d = event.data;
        await trx
          .insertInto('inbound_shipments')
          .values({
            id: d.shipmentId,
            seller_id: d.sellerId,
            number: d.number,
            type: d.shipmentType,
            status: 'DRAFT',
            status_changed_at: d.at,
            created_at: d.at,
            ...deliveryColumns(d.delivery),
            ...totals(declaredLines(d.lines, [])),
            total_cost_cents: null,
            costs: JSON.stringify(null),
            placements: '[]',
            comments: '[]',
            payment_failure: null,
            position: stored.position,
          })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
        return;
      }
      case 'InboundDraftUpdated':
      case 'InboundLinesChanged': {
        const was = await row(trx, id);
        return void (await update({
          ...deliveryColumns(event.data.delivery),
          ...totals(declaredLines(event.data.lines, was?.lines ?? [])),
        }));
      }
      case 'InboundSubmitted': {
        const was = await row(trx, id);
        const lines = declaredLines(event.data.lines, was?.lines ?? []);
        return void (await status('NOT_DELIVERED', event.data.at, { ...deliveryColumns(event.data.delivery), ...totals(lines) }));
      }
      case 'InboundDraftDeleted':
        return void (await trx.deleteFrom('inbound_shipments').where('id', '=', id).execute());
      case 'InboundCommentAdded': {
        const was = await row(trx, id);
        const comment = { author: event.data.author, authorId: stored.metadata.userId, text: event.data.text, at: event.data.at };
        return void (await update({ comments: JSON.stringify([...(was?.comments ?? []), comment]) }));
      }
      case 'InboundUnitsReceived': {
        const was = await row(trx, id);
        const { productId, quantity, damaged, at } = event.data;
        const lines = counted(was?.lines ?? [], productId, damaged ? { damaged: quantity } : { received: quantity });
        return void (await status('ACCEPTING', at, totals(lines)));
      }
      case 'InboundReceiptCorrected': {
        const was = await row(trx, id);
        const { productId, delta, damaged } = event.data;
        return void (await update(totals(counted(was?.lines ?? [], productId, damaged ? { damaged: delta } : { received: delta }))));
      }
      case 'InboundUnitsPlaced': {
        const was = await row(trx, id);
        const { productId, quantity, locationCode, at } = event.data;
        const placements: InboundPlacementRow[] = [...(was?.placements ?? [])];
        const i = placements.findIndex((p) => p.productId === productId && p.locationCode === locationCode);
        if (i >= 0) placements[i] = { ...placements[i]!, quantity: placements[i]!.quantity + quantity };
        else placements.push({ productId, locationCode, quantity });
        return void (await status('LOCATING', at, {
          ...totals(counted(was?.lines ?? [], productId, { placed: quantity })),
          placements: JSON.stringify(placements),
        }));
      }
      case 'InboundCanceled':
        return void (await status('CANCELED', event.data.at));
      case 'InboundDelivered':
        return void (await status('DELIVERED', event.data.at));
      case 'InboundCheckStarted':
        return void (await status('CHECKING_DELIVERY', event.data.at));
      case 'InboundSearchStarted':
        return void (await status('SEARCHING', event.data.at));
      case 'InboundAccepted':
        return void (await status('ACCEPTED', event.data.at));
      case 'InboundMarkedLost':
        return void (await status('LOST', event.data.at));
      case 'InboundLocated':
        return void (await status('LOCATED', event.data.at));
      case 'InboundCostsCalculated':
        return void (await status('PAYMENT', event.data.at, {
          costs: JSON.stringify(event.data.costs),
          total_cost_cents: event.data.costs.totalCents,
        }));
      case 'InboundPaymentRequested':
        return void (await status('PAYMENT_PENDING', event.data.at));
      case 'InboundPaid':
        return void (await status('PAID', event.data.at, { payment_failure: null }));
      case 'InboundPaymentFailed':
        return void (await status('PAYMENT_FAILED', event.data.at, { payment_failure: event.data.reason }));
      default: {
        const unreachable: never = event;
        return unreachable;
      }
    }
  },
};
