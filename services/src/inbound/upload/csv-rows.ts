// RFC 4180 CSV as spreadsheets write it: quoted cells may hold delimiters, quotes ("") and line breaks; the delimiter
// is the one the header line uses (comma, or semicolon as Excel writes it in Russian and other locales, or tab).
import type { SheetRow } from './sheet-row';
import { SheetTooBig, type SheetLimits } from './sheet-limits';

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

/**
 * Rows of cells, numbered as a spreadsheet numbers them (a quoted line break does not start a new row). Past the
 * limits it stops with SheetTooBig: more rows, or a value beyond the last column (empty cells there are dropped).
 */
export function csvRows(text: string, limits: SheetLimits): SheetRow[] {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const delimiter = delimiterOf(source);
  const rows: SheetRow[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let quoteStartRow = 0;
  let atCellStart = true;
  const endCell = () => {
    if (cells.length < limits.columns) cells.push(cell);
    else if (cell !== '') throw new SheetTooBig(`a value beyond column ${limits.columns} in row ${rows.length + 1}`);
    cell = '';
    atCellStart = true;
  };
  const endRow = () => {
    endCell();
    if (rows.length >= limits.rows) throw new SheetTooBig(`more than ${limits.rows} rows`);
    rows.push({ row: rows.length + 1, cells });
    cells = [];
  };
  // Cells are taken as slices of runs, never a character at a time: a 9 MB cell is one string, not 9 million.
  for (let i = 0; i < source.length; i++) {
    if (quoted) {
      const quote = source.indexOf('"', i);
      if (quote < 0) {
        cell += source.slice(i);
        break;
      }
      cell += source.slice(i, quote);
      if (source[quote + 1] === '"') {
        cell += '"';
        i = quote + 1;
      } else {
        quoted = false;
        i = quote;
      }
      continue;
    }
    const ch = source[i];
    if (ch === '"' && atCellStart) {
      quoted = true;
      quoteStartRow = rows.length + 1;
      atCellStart = false;
    } else if (ch === delimiter) endCell();
    else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && source[i + 1] === '\n') i++;
      endRow();
    } else {
      let end = i + 1;
      while (end < source.length && source[end] !== delimiter && source[end] !== '\n' && source[end] !== '\r') end++;
      cell += source.slice(i, end);
      atCellStart = false;
      i = end - 1;
    }
  }
  if (quoted) throw new MalformedCsv(quoteStartRow);
  if (cell !== '' || cells.length > 0) endRow();
  return rows;
}
