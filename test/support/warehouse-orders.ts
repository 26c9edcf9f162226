// Warehouse test data straight into the event store, as the other slices' commands and sagas would write it: units
// placed in bins (an inbound placement) and orders that are paid, PROCESSING, NOT_PICKED, with a label whose PDF is in
// the app's file store. For the picking, packing and manifest tests, independent of the seller routes and sagas.
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { PDFDocument } from 'pdf-lib';
import type { OrderEvent, OrderLabel } from '@ledgerhouse/contracts';
import type { EventStore, FileStorage, GlobalPosition } from '../../infra/src';
import { FILE_STORAGE } from '../../services/src/files/file-storage.provider';
import { buyLabel, orderEvent, placed } from './order-events';
import type { TestApp } from './test-app';

type Line = { productId: string; sku: string; quantity: number };

const metadata = (userId: string | null) => ({
  correlationId: randomUUID(),
  causationId: null,
  userId,
  impersonatorId: null,
  schemaVersion: 1,
});

async function append(store: EventStore, stream: string, events: { type: string; data: unknown }[], userId: string | null = null) {
  const version = (await store.readStream(stream)).length;
  return (
    await store.append(
      stream,
      events.map((e) => ({ ...e, metadata: metadata(userId) })),
      version,
    )
  ).position;
}

/** A one-page PDF, as a carrier's label would be. */
async function labelPdf(text: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([288, 432]).drawText(text, { x: 20, y: 400, size: 12 });
  return Buffer.from(await doc.save());
}

/** A sandbox-carrier label id (the sandbox reads carrier and tracking number from it). */
export function sandboxLabel(carrier: 'UPS' | 'USPS' | 'FedEx' | 'DHL'): Omit<OrderLabel, 'fileId'> {
  const digits = String(Math.floor(Math.random() * 1e12)).padStart(12, '0');
  const trackingNumber = `${carrier === 'UPS' ? '1Z' : ''}${digits}`;
  return {
    carrier,
    service: 'Ground',
    trackingNumber,
    costCents: 850,
    carrierLabelId: `sbxlbl_${carrier}_${trackingNumber}`,
    estimatedDays: 3,
  };
}

const ownLabelOptions = (label: Omit<OrderLabel, 'fileId'>) => ({
  label: { kind: 'OWN', trackingNumber: label.trackingNumber, courier: label.carrier, labelFileId: randomUUID() },
  commercialInvoiceFileId: null,
  insurance: false,
  noteOnLabel: null,
  taxpayer: null,
  comment: null,
});

function pickedAndPacked(lines: Line[], binCode: string) {
  const at = new Date().toISOString();
  return [
    { type: 'PickingStarted', data: { at } },
    ...lines.map((l) => ({
      type: 'UnitsPicked',
      data: { scanId: randomUUID(), productId: l.productId, binId: binCode, quantity: l.quantity, at },
    })),
    { type: 'OrderPicked', data: { at } },
    { type: 'OrderPacked', data: { at } },
  ];
}

export function warehouseDriver(app: TestApp) {
  const store = app.running.persistence.store;
  const files = app.running.app.get<FileStorage>(FILE_STORAGE);
  return {
    /** `quantity` units of the product put into the bin (stock_by_bin goes up). */
    placed: (sellerId: string, productId: string, locationCode: string, quantity: number) =>
      append(
        store,
        `inbound-${randomUUID()}`,
        [
          {
            type: 'InboundUnitsPlaced',
            data: { placementId: randomUUID(), productId, sellerId, locationCode, quantity, at: new Date().toISOString() },
          },
        ],
        null,
      ),

    /** A placed, reserved, paid order with its label attached, waiting to be picked (NOT_PICKED). */
    async paidOrder(
      sellerId: string,
      lines: Line[],
      options: { placedAt?: string; label?: Omit<OrderLabel, 'fileId'> | null; paid?: boolean } = {},
    ): Promise<{ orderId: string; number: string; position: GlobalPosition; label: OrderLabel | null }> {
      const orderId = randomUUID();
      const number = `SO-${orderId.slice(0, 8).toUpperCase()}`;
      const at = options.placedAt ?? new Date().toISOString();
      const base = options.label === null ? null : (options.label ?? sandboxLabel('UPS'));
      const label = base
        ? {
            ...base,
            fileId: (
              await files.put(Readable.from([await labelPdf(`${base.carrier} ${base.trackingNumber}`)]), {
                name: `label-${number}.pdf`,
                contentType: 'application/pdf',
                ownerId: sellerId,
              })
            ).id,
          }
        : null;
      const events: OrderEvent[] = [
        placed(orderId, sellerId, { placedAt: at, number, lines: lines.map((l) => ({ ...l, priceCents: 1000 })) }),
        orderEvent('OrderReserved', {}, at),
        orderEvent('FulfillmentStarted', { options: buyLabel, automatic: false }, at),
        ...(label ? [orderEvent('LabelAttached', { label }, at)] : []),
        orderEvent(
          'FulfillmentCostsCalculated',
          { costs: { pickPackCents: 150, labelCents: 850, extraServicesCents: 0, totalCents: 1000 } },
          at,
        ),
        orderEvent('FulfillmentPaymentRequested', { attempt: 1 }, at),
        ...(options.paid === false ? [] : [orderEvent('FulfillmentPaid', { amountCents: 1000 }, at)]),
      ];
      const position = await append(store, `order-${orderId}`, events, sellerId);
      return { orderId, number, position, label };
    },

    /** A paid order picked from `binCode` and packed: ready for a manifest of its label's carrier. */
    async packedOrder(sellerId: string, lines: Line[], label: Omit<OrderLabel, 'fileId'>, binCode = 'Z-99-99') {
      const order = await this.paidOrder(sellerId, lines, { label });
      return { ...order, position: await append(store, `order-${order.orderId}`, pickedAndPacked(lines, binCode), null) };
    },

    /**
     * A READY_FOR_FULFILLMENT order taken to packed in one append (started, labelled, paid, picked, packed), so a
     * fulfillment saga running beside it finds nothing left to do.
     */
    async packReadyOrder(orderId: string, lines: Line[], label: Omit<OrderLabel, 'fileId'>) {
      const at = new Date().toISOString();
      const events = [
        { type: 'FulfillmentStarted', data: { options: ownLabelOptions(label), automatic: false, at } },
        { type: 'LabelAttached', data: { label: { ...label, fileId: null }, at } },
        {
          type: 'FulfillmentCostsCalculated',
          data: { costs: { pickPackCents: 150, labelCents: 0, extraServicesCents: 0, totalCents: 150 }, at },
        },
        { type: 'FulfillmentPaymentRequested', data: { attempt: 1, at } },
        { type: 'FulfillmentPaid', data: { amountCents: 150, at } },
        ...pickedAndPacked(lines, 'Z-99-99'),
      ];
      return append(store, `order-${orderId}`, events, null);
    },

    append: (stream: string, events: { type: string; data: unknown }[]) => append(store, stream, events),

    eventTypes: async (stream: string) => (await store.readStream(stream)).map((e) => e.type),
  };
}
