// The floor's scans in a period with the staff member's name: what the activity and scan-accuracy figures group.
import type { Kysely } from 'kysely';
import type { ReadModelDatabase } from '@ledgerhouse/projections';

export const floorActivityBetween = (db: Kysely<ReadModelDatabase>, from: Date, to: Date) =>
  db.selectFrom('floor_activity as a').leftJoin('users as u', 'u.id', 'a.staff_id').where('a.at', '>=', from).where('a.at', '<', to);
