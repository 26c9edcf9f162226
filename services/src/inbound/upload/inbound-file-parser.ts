// Rows of an uploaded inbound file to the wizard's lines, pure: headers matched in either language (any case, any
// spacing), every problem collected with its row and column so the seller can fix the whole file at once.
import {
  INBOUND_FILE_COLUMNS,
  LENGTH_UNITS,
  WEIGHT_UNITS,
  isCountryCode,
  type InboundFileColumn,
  type LengthUnit,
  type WeightUnit,
} from '@ledgerhouse/contracts';
import type { RawInboundFileProblem } from './inbound-file-problem';
import type { SheetRow } from './sheet-row';

/** A line as the file states it, before the SKU is looked up. */
export interface FileLine {
  row: number;
  sku: string;
  quantity: number;
  /** Blank in the file: the product's own barcode is used. */
  barcode: string | null;
  packageSize: { length: number; width: number; height: number; unit: LengthUnit } | null;
  weight: { value: number; unit: WeightUnit } | null;
  countryOfOrigin: string | null;
}

export interface ParsedInboundFile {
  /** Rows without problems. */
  lines: FileLine[];
  /** Every row that names a SKU once (also rows with other problems), so each unknown SKU is reported too. */
  skus: { row: number; sku: string }[];
  problems: RawInboundFileProblem[];
}

export const MAX_QUANTITY = 1_000_000;
const MAX_MEASURE = 100_000;
const MAX_BARCODE = 64;
const MAX_SKU = 64;

const normalise = (header: string) => header.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
const HEADER_KEYS = new Map<string, InboundFileColumn>(
  INBOUND_FILE_COLUMNS.flatMap((c) => [c.key, c.header['en-US'], c.header['ru-RU']].map((h) => [normalise(h), c.key] as const)),
);

const isBlank = (row: SheetRow) => row.cells.every((c) => c.trim() === '');

/** A decimal as people type it: "2.5" or "2,5"; nothing else. */
function decimal(text: string): number | null {
  if (!/^\d+([.,]\d+)?$/.test(text)) return null;
  return Number(text.replace(',', '.'));
}

function unitOf<U extends string>(text: string, units: readonly U[]): U | null {
  const lower = text.toLowerCase();
  return (units as readonly string[]).includes(lower) ? (lower as U) : null;
}

class RowReader {
  readonly problems: RawInboundFileProblem[] = [];
  constructor(
    private readonly row: SheetRow,
    private readonly columns: Map<InboundFileColumn, number>,
    private readonly sku: string | null,
  ) {}

  text(column: InboundFileColumn): string {
    const index = this.columns.get(column);
    return index === undefined ? '' : (this.row.cells[index] ?? '').trim();
  }

  invalid(column: InboundFileColumn): null {
    this.problems.push({ code: 'INBOUND_FILE_INVALID_DATA', row: this.row.row, column, sku: this.sku });
    return null;
  }

  measure(column: InboundFileColumn): number | null {
    const value = decimal(this.text(column));
    return value !== null && value > 0 && value <= MAX_MEASURE ? value : this.invalid(column);
  }

  packageSize(): FileLine['packageSize'] {
    const parts = ['length', 'width', 'height', 'sizeUnit'] as const;
    if (parts.every((p) => this.text(p) === '')) return null;
    const [length, width, height] = [this.measure('length'), this.measure('width'), this.measure('height')];
    const unit = unitOf(this.text('sizeUnit'), LENGTH_UNITS) ?? this.invalid('sizeUnit');
    return length && width && height && unit ? { length, width, height, unit } : null;
  }

  weight(): FileLine['weight'] {
    if (this.text('weight') === '' && this.text('weightUnit') === '') return null;
    const value = this.measure('weight');
    const unit = unitOf(this.text('weightUnit'), WEIGHT_UNITS) ?? this.invalid('weightUnit');
    return value && unit ? { value, unit } : null;
  }

  quantity(): number | null {
    const text = this.text('quantity');
    const value = /^\d+$/.test(text) ? Number(text) : NaN;
    return value >= 1 && value <= MAX_QUANTITY ? value : this.invalid('quantity');
  }

  barcode(): string | null {
    const text = this.text('barcode');
    if (text.length > MAX_BARCODE) return this.invalid('barcode');
    return text === '' ? null : text;
  }

  country(): string | null {
    const text = this.text('countryOfOrigin').toUpperCase();
    if (text === '') return null;
    return isCountryCode(text) ? text : this.invalid('countryOfOrigin');
  }
}

export function parseInboundFile(rows: readonly SheetRow[]): ParsedInboundFile {
  const filled = rows.filter((r) => !isBlank(r));
  const [header, ...body] = filled;
  if (!header || body.length === 0)
    return { lines: [], skus: [], problems: [{ code: 'INBOUND_FILE_EMPTY', row: null, column: null, sku: null }] };

  const columns = new Map<InboundFileColumn, number>();
  header.cells.forEach((cell, index) => {
    const key = HEADER_KEYS.get(normalise(cell));
    if (key && !columns.has(key)) columns.set(key, index);
  });
  const missing = INBOUND_FILE_COLUMNS.filter((c) => c.required && !columns.has(c.key));
  if (missing.length > 0)
    return {
      lines: [],
      skus: [],
      problems: missing.map((c) => ({ code: 'INBOUND_FILE_MISSING_COLUMN', row: null, column: c.key, sku: null })),
    };

  const lines: FileLine[] = [];
  const problems: RawInboundFileProblem[] = [];
  const skus: ParsedInboundFile['skus'] = [];
  const firstRowOf = new Map<string, number>();
  for (const row of body) {
    const sku = new RowReader(row, columns, null).text('sku');
    if (sku === '') {
      problems.push({ code: 'INBOUND_FILE_MISSING_SKU', row: row.row, column: 'sku', sku: null });
      continue;
    }
    if (sku.length > MAX_SKU) {
      problems.push({ code: 'INBOUND_FILE_INVALID_DATA', row: row.row, column: 'sku', sku });
      continue;
    }
    const firstRow = firstRowOf.get(sku.toLowerCase());
    if (firstRow !== undefined) {
      problems.push({ code: 'INBOUND_FILE_DUPLICATE_SKU', row: row.row, column: 'sku', sku, firstRow });
      continue;
    }
    firstRowOf.set(sku.toLowerCase(), row.row);
    skus.push({ row: row.row, sku });
    const reader = new RowReader(row, columns, sku);
    const line = {
      row: row.row,
      sku,
      quantity: reader.quantity(),
      barcode: reader.barcode(),
      packageSize: reader.packageSize(),
      weight: reader.weight(),
      countryOfOrigin: reader.country(),
    };
    if (reader.problems.length > 0) problems.push(...reader.problems);
    else lines.push({ ...line, quantity: line.quantity! });
  }
  return { lines, skus, problems };
}
