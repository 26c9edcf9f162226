// The seller's inbound shipments of a period as CSV or Excel, page by page, newest first.
import type { Response } from 'express';
import type { Kysely } from 'kysely';
import type { AdminInboundShipmentSummary } from '@ledgerhouse/contracts';
import type { ReadModelDatabase } from '@ledgerhouse/projections';
import { writeTableDownload, type DownloadColumn } from '../../http/table-download';
import { filteredShipments, summaryOf } from '../queries/inbound-shipment-queries';

const PAGE = 500;
const COLUMNS: DownloadColumn<AdminInboundShipmentSummary>[] = [
  { key: 'number', header: { 'en-US': 'Number', 'ru-RU': 'Номер' }, value: (s) => s.number },
  { key: 'type', header: { 'en-US': 'Type', 'ru-RU': 'Тип' }, value: (s) => s.type },
  { key: 'status', header: { 'en-US': 'Status', 'ru-RU': 'Статус' }, value: (s) => s.status },
  { key: 'createdAt', header: { 'en-US': 'Created at (UTC)', 'ru-RU': 'Создана (UTC)' }, value: (s) => s.createdAt },
  {
    key: 'statusChangedAt',
    header: { 'en-US': 'Status changed at (UTC)', 'ru-RU': 'Статус изменён (UTC)' },
    value: (s) => s.statusChangedAt,
  },
  { key: 'trackingNumber', header: { 'en-US': 'Tracking number', 'ru-RU': 'Трек-номер' }, value: (s) => s.trackingNumber ?? '' },
  { key: 'courierService', header: { 'en-US': 'Courier service', 'ru-RU': 'Курьерская служба' }, value: (s) => s.courierService ?? '' },
  { key: 'deliveryType', header: { 'en-US': 'Delivery type', 'ru-RU': 'Тип доставки' }, value: (s) => s.deliveryType ?? '' },
  { key: 'productCount', header: { 'en-US': 'Products', 'ru-RU': 'Товаров' }, value: (s) => s.productCount },
  { key: 'pieceCount', header: { 'en-US': 'Pieces declared', 'ru-RU': 'Заявлено штук' }, value: (s) => s.pieceCount },
  { key: 'receivedCount', header: { 'en-US': 'Pieces received', 'ru-RU': 'Принято штук' }, value: (s) => s.receivedCount },
  { key: 'placedCount', header: { 'en-US': 'Pieces placed', 'ru-RU': 'Размещено штук' }, value: (s) => s.placedCount },
  { key: 'totalCost', header: { 'en-US': 'Cost (USD)', 'ru-RU': 'Стоимость (USD)' }, value: (s) => s.totalCostCents ?? 0, money: true },
];

async function* pages(db: Kysely<ReadModelDatabase>, sellerId: string, from: string, to: string) {
  for (let offset = 0; ; offset += PAGE) {
    const rows = await filteredShipments(db, sellerId, { from, to })
      .selectAll('s')
      .select((eb) => [eb.val<string | null>(null).as('seller_email'), eb.val<string | null>(null).as('seller_name')])
      .orderBy('s.created_at', 'desc')
      .orderBy('s.id')
      .limit(PAGE)
      .offset(offset)
      .execute();
    yield rows.map(summaryOf);
    if (rows.length < PAGE) return;
  }
}

export function writeInboundReport(
  res: Response,
  db: Kysely<ReadModelDatabase>,
  query: { sellerId: string; format: 'csv' | 'xlsx'; from: string; to: string },
): Promise<void> {
  return writeTableDownload(res, {
    format: query.format,
    fileName: `inbound-shipments-${query.from.slice(0, 10)}-${query.to.slice(0, 10)}`,
    sheetName: 'Inbound shipments',
    columns: COLUMNS,
    pages: pages(db, query.sellerId, query.from, query.to),
  });
}
