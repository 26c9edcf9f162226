// The upload template: the file's columns with headers in the seller's language and one example row to overwrite.
import { INBOUND_FILE_COLUMNS, type InboundFileColumn } from '@ledgerhouse/contracts';
import type { TableDownload } from '../../http/table-download';

const EXAMPLE: Record<InboundFileColumn, string | number> = {
  sku: 'EXAMPLE-SKU-1',
  quantity: 10,
  barcode: '4006381333931',
  length: 30,
  width: 20,
  height: 10,
  sizeUnit: 'cm',
  weight: 1.5,
  weightUnit: 'kg',
  countryOfOrigin: 'CN',
};

export function inboundTemplate(format: 'csv' | 'xlsx'): TableDownload<Record<InboundFileColumn, string | number>> {
  return {
    format,
    fileName: 'inbound-shipment-products',
    sheetName: 'Products',
    columns: INBOUND_FILE_COLUMNS.map((c) => ({ key: c.key, header: c.header, value: (row) => row[c.key] })),
    pages: [[EXAMPLE]],
  };
}
