// Scan accuracy per staff member: wrong-item, wrong-bin and unknown-barcode refusals per 1,000 scans (accepted scans
// plus refused ones) in the period.
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { sql, type Kysely } from 'kysely';
import type { ScanAccuracyRow } from '@ledgerhouse/contracts';
import type { ReadModelDatabase } from '@ledgerhouse/projections';
import { READ_DB } from '../../persistence/tokens';
import { floorActivityBetween } from './floor-activity-between';

export class GetScanAccuracy extends Query<{ rows: ScanAccuracyRow[] }> {
  constructor(
    readonly from: Date,
    readonly to: Date,
  ) {
    super();
  }
}

const count = (kind: string) => sql<string>`count(*) filter (where a.kind = ${kind})`;
const perThousand = (refusals: number, scans: number) => (scans === 0 ? 0 : Math.round((refusals / scans) * 10_000) / 10);

@QueryHandler(GetScanAccuracy)
export class GetScanAccuracyHandler implements IQueryHandler<GetScanAccuracy, { rows: ScanAccuracyRow[] }> {
  constructor(@Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>) {}

  async execute({ from, to }: GetScanAccuracy): Promise<{ rows: ScanAccuracyRow[] }> {
    const rows = await floorActivityBetween(this.db, from, to)
      .select([
        'a.staff_id',
        'u.full_name',
        sql<string>`count(*)`.as('scans'),
        count('WRONG_ITEM').as('wrong_item'),
        count('WRONG_BIN').as('wrong_bin'),
        count('UNKNOWN_BARCODE').as('unknown_barcode'),
      ])
      .groupBy(['a.staff_id', 'u.full_name'])
      .orderBy('u.full_name')
      .orderBy('a.staff_id')
      .execute();
    return {
      rows: rows.map((r) => {
        const [scans, wrongItem, wrongBin, unknownBarcode] = [r.scans, r.wrong_item, r.wrong_bin, r.unknown_barcode].map(Number);
        return {
          staffId: r.staff_id,
          staffName: r.full_name,
          scans,
          wrongItem,
          wrongBin,
          unknownBarcode,
          wrongItemPerThousand: perThousand(wrongItem, scans),
          wrongBinPerThousand: perThousand(wrongBin, scans),
          unknownBarcodePerThousand: perThousand(unknownBarcode, scans),
        };
      }),
    };
  }
}
