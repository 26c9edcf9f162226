// Empties a projector's tables and replays it from position 0, page by page; safe while the app runs
// (its runner sees the checkpoint move back and re-reads from it).
import { sql, type Kysely } from 'kysely';
import type { EventStore, GlobalPosition } from '@ledgerhouse/infra';
import { applyBatch } from './apply-batch';
import { ensureCheckpoint, saveCheckpoint } from './processor-checkpoints';
import type { ReadModelDatabase } from './database';
import type { Projector } from './projector';

export async function rebuildProjection(
  store: EventStore,
  db: Kysely<ReadModelDatabase>,
  projector: Projector,
  onProgress: (eventsReplayed: number) => void = () => undefined,
  pageSize = 1000,
): Promise<number> {
  await ensureCheckpoint(db, 'projection', projector.name);
  await db.transaction().execute(async (trx) => {
    for (const table of projector.tables) await sql`truncate table ${sql.table(table)}`.execute(trx);
    await saveCheckpoint(trx, 'projection', projector.name, null);
  });
  let after: GlobalPosition | null = null;
  let replayed = 0;
  for (;;) {
    const page = await store.readAll(after, pageSize);
    if (page.length === 0) return replayed;
    await applyBatch(db, projector, after, page);
    after = page[page.length - 1].position;
    replayed += page.length;
    onProgress(replayed);
  }
}
