// Which uploaded files the documents use: an order's own label, commercial invoice and attached label, a forwarding
// shipment's files (its latest edit's), a support message's files, a return's label, the seller's auto-fulfillment
// options (their latest). The files context refuses to delete a file that has a row here.
import type { Transaction } from 'kysely';
import type { FulfillmentOptions, ForwardingFile, OrderLabel, SupportMessage } from '@ledgerhouse/contracts';
import type { StoredEvent } from '@ledgerhouse/infra';
import type { ReadModelDatabase } from './database';
import type { FileReferenceKind } from './file-references.table';
import type { Projector } from './projector';

const documentId = (event: StoredEvent, prefix: string) => event.streamId.slice(prefix.length);

const optionFiles = (options: FulfillmentOptions | null): string[] =>
  options
    ? [
        ...(options.label.kind === 'OWN' ? [options.label.labelFileId] : []),
        ...(options.commercialInvoiceFileId ? [options.commercialInvoiceFileId] : []),
      ]
    : [];

async function add(trx: Transaction<ReadModelDatabase>, kind: FileReferenceKind, id: string, fileIds: readonly (string | null)[]) {
  const rows = [...new Set(fileIds.filter((f): f is string => Boolean(f)))].map((file_id) => ({ file_id, kind, document_id: id }));
  if (rows.length === 0) return;
  await trx
    .insertInto('file_references')
    .values(rows)
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** The document's files are now exactly these (an edit, new settings). */
async function replace(trx: Transaction<ReadModelDatabase>, kind: FileReferenceKind, id: string, fileIds: readonly string[]) {
  await trx.deleteFrom('file_references').where('kind', '=', kind).where('document_id', '=', id).execute();
  await add(trx, kind, id, fileIds);
}

export const fileReferencesProjector: Projector = {
  name: 'file_references',
  tables: ['file_references'],
  handles: [
    'FulfillmentStarted',
    'LabelAttached',
    'AutoFulfillmentSet',
    'ForwardingShipmentCreated',
    'ForwardingShipmentEdited',
    'SupportMessagePosted',
    'ReturnLabelPurchased',
  ],
  async apply(trx, event) {
    switch (event.type) {
      case 'FulfillmentStarted':
        return add(trx, 'ORDER', documentId(event, 'order-'), optionFiles((event.data as { options: FulfillmentOptions }).options));
      case 'LabelAttached':
        return add(trx, 'ORDER', documentId(event, 'order-'), [(event.data as { label: OrderLabel }).label.fileId]);
      case 'AutoFulfillmentSet':
        return replace(
          trx,
          'AUTO_FULFILLMENT',
          documentId(event, 'order-settings-'),
          optionFiles((event.data as { options: FulfillmentOptions | null }).options),
        );
      case 'ForwardingShipmentCreated':
      case 'ForwardingShipmentEdited':
        return replace(
          trx,
          'FORWARDING_SHIPMENT',
          documentId(event, 'forwarding-'),
          (event.data as { files: ForwardingFile[] }).files.map((f) => f.id),
        );
      case 'SupportMessagePosted':
        return add(
          trx,
          'SUPPORT_CHAT',
          documentId(event, 'chat-'),
          (event.data as SupportMessage).files.map((f) => f.id),
        );
      case 'ReturnLabelPurchased':
        return add(trx, 'RETURN_LABEL', documentId(event, 'return-'), [(event.data as { label: OrderLabel }).label.fileId]);
    }
  },
};
