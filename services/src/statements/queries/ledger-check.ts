// The statement's ledger check, at a cost that follows the months read rather than the wallet's whole life: the fold
// starts from the latest ledger checkpoint at or before the month (decision 0044), reads the wallet stream after it,
// and leaves a checkpoint at each month boundary it folded past, so the next read starts there.
import { statementMonthBounds, statementMonthOf } from '@ledgerhouse/contracts';
import { comparePositions, type EventStore, type GlobalPosition } from '@ledgerhouse/infra';
import type { ReadModelDatabase } from '@ledgerhouse/projections';
import type { Kysely } from 'kysely';
import { ledgerBalanceBefore, ledgerCheckpoints, type LedgerCheckpoint } from '../domain/ledger-balance';

const NONE: LedgerCheckpoint<GlobalPosition> = { boundary: new Date(0), version: 0, position: null, balanceCents: 0 };

/** The latest checkpoint at or before `instant` that the read model (at `applied`) has caught up with. */
async function checkpointBefore(db: Kysely<ReadModelDatabase>, userId: string, instant: Date, applied: GlobalPosition | null) {
  const row = await db
    .selectFrom('statement_ledger_checkpoints')
    .selectAll()
    .where('user_id', '=', userId)
    .where('boundary', '<=', instant)
    .orderBy('boundary', 'desc')
    .limit(1)
    .executeTakeFirst();
  // A checkpoint ahead of the read model (a rebuild in progress) would count events the statement cannot show yet.
  if (!row || comparePositions(row.position as GlobalPosition, applied) > 0) return NONE;
  return {
    boundary: new Date(row.boundary),
    version: row.version,
    position: row.position as GlobalPosition,
    balanceCents: Number(row.balance_cents),
  };
}

/** Month starts after `after`, up to and including `until`. */
function monthStarts(after: Date, first: Date, until: Date): Date[] {
  const out: Date[] = [];
  let month = statementMonthOf(after.getTime() > first.getTime() ? after : first);
  for (let { end } = statementMonthBounds(month); end.getTime() <= until.getTime(); { end } = statementMonthBounds(month)) {
    out.push(end);
    month = statementMonthOf(end);
  }
  return out;
}

/**
 * The wallet's ledger balance before `start` and before `end`, counting only events the statements read model has
 * applied (`applied`, read in the same snapshot as its rows). `now` bounds the checkpoints left: only passed months.
 */
export async function ledgerCheck(
  deps: { db: Kysely<ReadModelDatabase>; store: EventStore },
  userId: string,
  { start, end, applied, now }: { start: Date; end: Date; applied: GlobalPosition | null; now: Date },
): Promise<{ openingCents: number; closingCents: number }> {
  const from = await checkpointBefore(deps.db, userId, start, applied);
  const tail = (await deps.store.readStream(`wallet-${userId}`, { afterVersion: from.version })).filter(
    (e) => comparePositions(e.position, applied) <= 0,
  );
  const result = {
    openingCents: ledgerBalanceBefore(tail, start, from.balanceCents),
    closingCents: ledgerBalanceBefore(tail, end, from.balanceCents),
  };
  const firstAt = new Date((tail[0]?.data as { at?: string } | undefined)?.at ?? NaN);
  if (Number.isNaN(firstAt.getTime())) return result;
  const until = end.getTime() <= now.getTime() ? end : start;
  const fresh = ledgerCheckpoints(from, tail, monthStarts(from.boundary, firstAt, until));
  if (fresh.length > 0)
    await deps.db
      .insertInto('statement_ledger_checkpoints')
      .values(
        fresh.map((c) => ({
          user_id: userId,
          boundary: c.boundary,
          version: c.version,
          position: c.position!,
          balance_cents: c.balanceCents,
        })),
      )
      .onConflict((oc) => oc.columns(['user_id', 'boundary']).doNothing())
      .execute();
  return result;
}
