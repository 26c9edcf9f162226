// RFC 4180 CSV as spreadsheets write it: quoted cells may hold delimiters, quotes ("") and line breaks; the delimiter
// is the one the header line uses (comma, or semicolon as Excel writes it in Russian and other locales, or tab).
import type { SheetRow } from './sheet-row';

export class MalformedCsv extends Error {
  constructor(readonly row: number) {
    super(`unterminated quoted cell starting in row ${row}`);
    this.name = 'MalformedCsv';
  }
}

function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const outsideQuotes = firstLine.replace(/"[^"]*"/g, '');
  const counts = [',', ';', '\t'].map((d) => [d, outsideQuotes.split(d).length - 1] as const);
  const [best] = counts.reduce((a, b) => (b[1] > a[1] ? b : a));
  return best;
}

/** Rows of cells, numbered as a spreadsheet numbers them (a quoted line break does not start a new row). */
export function csvRows(text: string): SheetRow[] {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const delimiter = delimiterOf(source);
  const rows: SheetRow[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let quoteStartRow = 0;
  let atCellStart = true;
  const endCell = () => {
    cells.push(cell);
    cell = '';
    atCellStart = true;
  };
  const endRow = () => {
    endCell();
    rows.push({ row: rows.length + 1, cells });
    cells = [];
  };
  for (let i = 0; i < source.length; i++) {
    const ch = source[i];
    if (quoted) {
      if (ch !== '"') cell += ch;
      else if (source[i + 1] === '"') {
        cell += '"';
        i++;
      } else quoted = false;
      continue;
    }
    if (ch === '"' && atCellStart) {
      quoted = true;
      quoteStartRow = rows.length + 1;
      atCellStart = false;
    } else if (ch === delimiter) endCell();
    else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && source[i + 1] === '\n') i++;
      endRow();
    } else {
      cell += ch;
      atCellStart = false;
    }
  }
  if (quoted) throw new MalformedCsv(quoteStartRow);
  if (cell !== '' || cells.length > 0) endRow();
  return rows;
}
