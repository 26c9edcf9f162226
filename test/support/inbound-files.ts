// Real CSV and XLSX files for the inbound upload, made in the test: a header row then product rows. `null` leaves a
// cell empty; a row of only nulls is a blank row (it keeps its number, as in a spreadsheet).
import ExcelJS from 'exceljs';

export type Cell = string | number | null;

export const TEMPLATE_HEADER = [
  'SKU',
  'Quantity',
  'Barcode',
  'Length',
  'Width',
  'Height',
  'Size unit',
  'Weight',
  'Weight unit',
  'Country of origin',
];

const csvCell = (cell: Cell) => {
  const text = cell === null ? '' : String(cell);
  return /[",;\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export function inboundCsv(rows: Cell[][], delimiter = ',', bom = false): Buffer {
  const text = rows.map((r) => r.map(csvCell).join(delimiter)).join('\r\n') + '\r\n';
  return Buffer.from((bom ? '\uFEFF' : '') + text, 'utf8');
}

export async function inboundXlsx(rows: Cell[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Products');
  rows.forEach((cells, i) => {
    const row = sheet.getRow(i + 1);
    cells.forEach((cell, c) => {
      if (cell !== null) row.getCell(c + 1).value = cell;
    });
    row.commit();
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
