// The one checkpoint table of every processor (processor_checkpoints). A processor is named by its kind and its own
// name (`projection:orders`, `saga:order-stock`, `webhooks:fan-out`, `relay:integration-relay`), so names of
// different kinds never collide; callers pass the kind and their own name and get positions back as tokens.
import { sql, type Kysely } from 'kysely';
import { parsePosition, toPosition, type GlobalPosition } from '@ledgerhouse/infra';

export type ProcessorKind = 'projection' | 'saga' | 'webhooks' | 'relay';

/** A database or a transaction whose schema has processor_checkpoints (each context types its own tables). */
type Db = Kysely<any>;

export interface CheckpointMove {
  name: string;
  position: GlobalPosition | null;
}

export function checkpointKey(kind: ProcessorKind, name: string): string {
  return `${kind}:${name}`;
}

/** The numeric pair stored for a position token (both null for none). */
export function positionPair(position: GlobalPosition | null): { tx: string | null; position: string | null } {
  if (position === null) return { tx: null, position: null };
  const { major, minor } = parsePosition(position);
  return { tx: major.toString(), position: minor.toString() };
}

function token(row: { tx: string | null; position: string | null }): GlobalPosition | null {
  return row.tx === null || row.position === null ? null : toPosition(row.tx, row.position);
}

interface Row {
  name: string;
  tx: string | null;
  position: string | null;
}

/** The rows of `kind` (all of them, or those named), their names without the kind. */
async function select(
  db: Db,
  kind: ProcessorKind,
  names: readonly string[] | null,
  lock: boolean,
): Promise<Map<string, GlobalPosition | null>> {
  const prefix = `${kind}:`;
  const { rows } = await sql<Row>`
    select c.name, c.tx::text as tx, c.position::text as position from processor_checkpoints as c
    where ${names ? sql`c.name = any(${names.map((n) => prefix + n)}::text[])` : sql`starts_with(c.name, ${prefix})`}
    order by c.name ${lock ? sql`for update` : sql``}`.execute(db);
  return new Map(rows.map((r) => [r.name.slice(prefix.length), token(r)]));
}

/** Creates the processor's row when it has none; answers its stored position. */
export async function ensureCheckpoint(db: Db, kind: ProcessorKind, name: string): Promise<GlobalPosition | null> {
  await sql`insert into processor_checkpoints (name) values (${checkpointKey(kind, name)}) on conflict (name) do nothing`.execute(db);
  return readCheckpoint(db, kind, name);
}

export async function readCheckpoint(db: Db, kind: ProcessorKind, name: string): Promise<GlobalPosition | null> {
  return (await select(db, kind, [name], false)).get(name) ?? null;
}

/** Every stored checkpoint of `kind` by processor name. */
export function readCheckpoints(db: Db, kind: ProcessorKind): Promise<Map<string, GlobalPosition | null>> {
  return select(db, kind, null, false);
}

/** Locks the processors' rows for the rest of the transaction, in name order (no deadlock between groups). */
export function lockCheckpoints(trx: Db, kind: ProcessorKind, names: readonly string[]): Promise<Map<string, GlobalPosition | null>> {
  return select(trx, kind, names, true);
}

/** Moves each named checkpoint, in one statement. */
export async function saveCheckpoints(trx: Db, kind: ProcessorKind, moves: readonly CheckpointMove[]): Promise<void> {
  if (moves.length === 0) return;
  const pairs = moves.map((m) => positionPair(m.position));
  await sql`update processor_checkpoints as c set tx = v.tx, position = v.position, updated_at = now()
    from unnest(${moves.map((m) => checkpointKey(kind, m.name))}::text[], ${pairs.map((p) => p.tx)}::numeric[],
      ${pairs.map((p) => p.position)}::numeric[]) as v(name, tx, position)
    where c.name = v.name`.execute(trx);
}

export function saveCheckpoint(trx: Db, kind: ProcessorKind, name: string, position: GlobalPosition | null): Promise<void> {
  return saveCheckpoints(trx, kind, [{ name, position }]);
}
