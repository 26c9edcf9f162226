// Units each staff member received, placed, picked and packed per hour or day of the reader's time zone.
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { sql, type Kysely } from 'kysely';
import type { FloorActivityRow } from '@ledgerhouse/contracts';
import type { ReadModelDatabase } from '@ledgerhouse/projections';
import { READ_DB } from '../../persistence/tokens';
import { floorActivityBetween } from './floor-activity-between';

export class GetFloorActivity extends Query<{ rows: FloorActivityRow[] }> {
  constructor(
    readonly from: Date,
    readonly to: Date,
    readonly timeZone: string,
    readonly bucket: 'hour' | 'day',
  ) {
    super();
  }
}

const units = (kind: string) => sql<string>`coalesce(sum(a.units) filter (where a.kind = ${kind}), 0)`;

@QueryHandler(GetFloorActivity)
export class GetFloorActivityHandler implements IQueryHandler<GetFloorActivity, { rows: FloorActivityRow[] }> {
  constructor(@Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>) {}

  async execute({ from, to, timeZone, bucket }: GetFloorActivity): Promise<{ rows: FloorActivityRow[] }> {
    const pattern = bucket === 'hour' ? 'YYYY-MM-DD"T"HH24:00' : 'YYYY-MM-DD';
    const local = sql<string>`to_char(date_trunc(${bucket}, a.at at time zone ${timeZone}), ${pattern})`;
    const rows = await floorActivityBetween(this.db, from, to)
      .select([
        'a.staff_id',
        'u.full_name',
        local.as('bucket'),
        units('RECEIVED').as('received'),
        units('PLACED').as('placed'),
        units('PICKED').as('picked'),
        units('PACKED').as('packed'),
      ])
      .groupBy(['a.staff_id', 'u.full_name', sql`3`])
      .orderBy(sql`3`)
      .orderBy('u.full_name')
      .orderBy('a.staff_id')
      .execute();
    return {
      rows: rows.map((r) => ({
        staffId: r.staff_id,
        staffName: r.full_name,
        bucket: r.bucket,
        received: Number(r.received),
        placed: Number(r.placed),
        picked: Number(r.picked),
        packed: Number(r.packed),
      })),
    };
  }
}
