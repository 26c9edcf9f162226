// One floor chart's table as CSV or Excel (the same writer as the statements and Insights reports): the rows the page
// shows beside the chart, headers in the request's language, days and hours in the reader's time zone.
import type { Response } from 'express';
import type { QueryBus } from '@nestjs/cqrs';
import type {
  FloorActivityRow,
  FloorReportTable,
  Locale,
  QueryOf,
  ReceivingShipment,
  ReceivingView,
  ScanAccuracyRow,
  ShippingView,
  floorMetricsRoutes,
} from '@ledgerhouse/contracts';
import { wallClockText, writeTableDownload, type DownloadColumn } from '../../http/table-download';
import { GetFloorActivity } from '../queries/get-floor-activity';
import { GetReceivingTimes } from '../queries/get-receiving-times';
import { GetScanAccuracy } from '../queries/get-scan-accuracy';
import { GetShippingFloor } from '../queries/get-shipping-floor';

type ReportQuery = QueryOf<typeof floorMetricsRoutes.report>;
type Words = Record<Locale, string>;
type Waiting = ShippingView['waiting'][number];
type HandedOver = ShippingView['handedOver'][number];

const STAFF: Words = { 'en-US': 'Staff member', 'ru-RU': 'Сотрудник' };
const ORDERS: Words = { 'en-US': 'Orders', 'ru-RU': 'Заказов' };
const DAY: Words = { 'en-US': 'Day', 'ru-RU': 'День' };
const AGES: Record<Waiting['age'], Words> = {
  UNDER_1_DAY: { 'en-US': 'Under 1 day', 'ru-RU': 'Меньше 1 дня' },
  DAYS_1_TO_2: { 'en-US': '1–2 days', 'ru-RU': '1–2 дня' },
  DAYS_2_TO_3: { 'en-US': '2–3 days', 'ru-RU': '2–3 дня' },
  OVER_3_DAYS: { 'en-US': 'Over 3 days', 'ru-RU': 'Больше 3 дней' },
};
const REFUSALS = [
  ['wrongItem', 'wrongItemPerThousand', { 'en-US': 'Wrong item', 'ru-RU': 'Не тот товар' }],
  ['wrongBin', 'wrongBinPerThousand', { 'en-US': 'Wrong bin', 'ru-RU': 'Не та ячейка' }],
  ['unknownBarcode', 'unknownBarcodePerThousand', { 'en-US': 'Unknown barcode', 'ru-RU': 'Неизвестный штрихкод' }],
] as const;

const staffName = (r: { staffId: string; staffName: string | null }) => r.staffName ?? r.staffId;
const zoned = (words: Words, zone: string): Words => ({ 'en-US': `${words['en-US']} (${zone})`, 'ru-RU': `${words['ru-RU']} (${zone})` });

const activityColumns = (q: ReportQuery): DownloadColumn<FloorActivityRow>[] => [
  { key: 'staff', header: STAFF, value: staffName },
  {
    key: 'bucket',
    header: zoned(q.bucket === 'hour' ? { 'en-US': 'Hour', 'ru-RU': 'Час' } : DAY, q.timeZone),
    value: (r) => r.bucket,
  },
  { key: 'received', header: { 'en-US': 'Received', 'ru-RU': 'Принято' }, value: (r) => r.received },
  { key: 'placed', header: { 'en-US': 'Placed', 'ru-RU': 'Размещено' }, value: (r) => r.placed },
  { key: 'picked', header: { 'en-US': 'Picked', 'ru-RU': 'Собрано' }, value: (r) => r.picked },
  { key: 'packed', header: { 'en-US': 'Packed', 'ru-RU': 'Упаковано' }, value: (r) => r.packed },
];

const receivingColumns = (q: ReportQuery): DownloadColumn<ReceivingShipment>[] => [
  { key: 'shipment', header: { 'en-US': 'Shipment', 'ru-RU': 'Поставка' }, value: (s) => s.number ?? s.id },
  {
    key: 'delivered',
    header: zoned({ 'en-US': 'Delivered', 'ru-RU': 'Доставлена' }, q.timeZone),
    value: (s) => wallClockText(s.deliveredAt, q.timeZone),
  },
  {
    key: 'located',
    header: zoned({ 'en-US': 'Located', 'ru-RU': 'Размещена' }, q.timeZone),
    value: (s) => (s.locatedAt ? wallClockText(s.locatedAt, q.timeZone) : ''),
  },
  { key: 'hours', header: { 'en-US': 'Hours to locate', 'ru-RU': 'Часов до размещения' }, value: (s) => s.hours ?? '' },
];

const WAITING_COLUMNS: DownloadColumn<Waiting>[] = [
  { key: 'age', header: { 'en-US': 'Waiting', 'ru-RU': 'Ждёт' }, value: (w, l) => AGES[w.age][l] },
  { key: 'orders', header: ORDERS, value: (w) => w.orders },
];

const handedOverColumns = (q: ReportQuery): DownloadColumn<HandedOver>[] => [
  { key: 'day', header: zoned(DAY, q.timeZone), value: (h) => h.day },
  { key: 'carrier', header: { 'en-US': 'Carrier', 'ru-RU': 'Перевозчик' }, value: (h) => h.carrier },
  { key: 'orders', header: ORDERS, value: (h) => h.orders },
];

const ACCURACY_COLUMNS: DownloadColumn<ScanAccuracyRow>[] = [
  { key: 'staff', header: STAFF, value: staffName },
  { key: 'scans', header: { 'en-US': 'Scans', 'ru-RU': 'Сканов' }, value: (r) => r.scans },
  ...REFUSALS.flatMap(([count, rate, words]): DownloadColumn<ScanAccuracyRow>[] => [
    { key: count, header: words, value: (r) => r[count] },
    { key: rate, header: { 'en-US': `${words['en-US']} ‰`, 'ru-RU': `${words['ru-RU']} ‰` }, value: (r) => r[rate] },
  ]),
];

/** Reads the table's figures (the same queries as the page), then writes them. */
export async function writeFloorReport(res: Response, queries: QueryBus, q: ReportQuery): Promise<void> {
  const [from, to] = [new Date(q.from), new Date(q.to)];
  const file = { format: q.format, fileName: `floor-${q.table}-${q.from.slice(0, 10)}`, sheetName: q.table };
  const write = <Row>(columns: DownloadColumn<Row>[], rows: readonly Row[]) => writeTableDownload(res, { ...file, columns, pages: [rows] });
  const table: FloorReportTable = q.table;
  switch (table) {
    case 'activity': {
      const { rows }: { rows: FloorActivityRow[] } = await queries.execute(new GetFloorActivity(from, to, q.timeZone, q.bucket));
      return write(activityColumns(q), q.staffId ? rows.filter((r) => r.staffId === q.staffId) : rows);
    }
    case 'receiving': {
      const view: ReceivingView = await queries.execute(new GetReceivingTimes(from, to));
      return write(receivingColumns(q), view.shipments);
    }
    case 'waiting':
    case 'handed-over': {
      const view: ShippingView = await queries.execute(new GetShippingFloor(from, to, q.timeZone));
      return table === 'waiting' ? write(WAITING_COLUMNS, view.waiting) : write(handedOverColumns(q), view.handedOver);
    }
    case 'accuracy': {
      const { rows }: { rows: ScanAccuracyRow[] } = await queries.execute(new GetScanAccuracy(from, to));
      return write(ACCURACY_COLUMNS, rows);
    }
    default: {
      const never: never = table;
      throw new Error(`unknown floor table ${String(never)}`);
    }
  }
}
