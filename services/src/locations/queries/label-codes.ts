// Which bins a label sheet prints: the listed codes (each must exist) or the existing bins of a range.
import { codesOfRange, ErrorCode, MAX_LOCATIONS_AT_ONCE, type locationLabelsQuery } from '@ledgerhouse/contracts';
import type { Kysely } from 'kysely';
import type { ReadModelDatabase } from '@ledgerhouse/projections';
import type { z } from 'zod';
import { DomainError } from '../../errors/domain-error';

type Selection = z.output<typeof locationLabelsQuery>;

export async function labelCodes(db: Kysely<ReadModelDatabase>, selection: Selection): Promise<string[]> {
  const wanted = requestedCodes(selection);
  if (wanted.length > MAX_LOCATIONS_AT_ONCE)
    throw new DomainError(ErrorCode.LOCATION_BATCH_TOO_LARGE, { max: MAX_LOCATIONS_AT_ONCE, count: wanted.length });
  const rows = await db.selectFrom('locations').select('code').where('code', 'in', wanted).execute();
  const existing = new Set(rows.map((r) => r.code));
  if (selection.codes) {
    const missing = wanted.find((c) => !existing.has(c));
    if (missing) throw new DomainError(ErrorCode.LOCATION_NOT_FOUND, { code: missing });
  }
  const codes = wanted.filter((c) => existing.has(c));
  if (codes.length === 0) throw new DomainError(ErrorCode.LOCATION_NOT_FOUND, { code: wanted[0] });
  return codes;
}

/** The listed codes without repeats, or every code of a complete range; neither is LOCATION_LABELS_SELECTION_REQUIRED. */
function requestedCodes(s: Selection): string[] {
  if (s.codes && s.codes.length > 0) return [...new Set(s.codes)];
  const { zone, aisleFrom, aisleTo, shelfFrom, shelfTo } = s;
  if (zone && aisleFrom && aisleTo && shelfFrom && shelfTo && aisleTo >= aisleFrom && shelfTo >= shelfFrom)
    return codesOfRange({ zone, aisleFrom, aisleTo, shelfFrom, shelfTo });
  throw new DomainError(ErrorCode.LOCATION_LABELS_SELECTION_REQUIRED);
}
