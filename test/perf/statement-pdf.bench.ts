// Statement benchmark: a seller's closed month with 10,000 wallet entries, from the statements read model (rebuilt
// from the events) to the PDF as the download writes it: the statement and its ledger check, every line in batches,
// the PDF in Russian (an embedded font). Goal (issue 27): under 2 s.
import { randomUUID } from 'node:crypto';
import { createKysely, infraMigrations, migrateToLatest, PgSqlClient, PostgresEventStore, systemClock } from '../../infra/src';
import { readModelMigrations, rebuildProjection, type ReadModelDatabase } from '../../projections/src';
import { statementsProjector } from '../../projections/src/statement-lines';
import { GetStatementHandler, GetStatement } from '../../services/src/statements/queries/get-statement';
import { ListStatementLines, ListStatementLinesHandler } from '../../services/src/statements/queries/list-statement-lines';
import { statementPdf } from '../../services/src/statements/reports/statement-pdf';
import { createTestDatabase } from '../support/database';
import { benchScale } from './bench-scale';
import { percentile, type BenchRow } from './measure';

const ENTRIES = benchScale.statementEntries;
const RUNS = benchScale.statementRuns;
const MONTH = '2026-01';

export async function benchStatementPdf(): Promise<Record<string, BenchRow>> {
  const database = await createTestDatabase('pg');
  const client = new PgSqlClient(database.url!, 4);
  const db = createKysely<ReadModelDatabase>(client);
  const store = new PostgresEventStore(client);
  try {
    await migrateToLatest(db, infraMigrations, readModelMigrations);
    const userId = randomUUID();
    await db
      .insertInto('users')
      .values({
        id: userId,
        email: 'bench@seller.example',
        full_name: 'Bench Seller',
        phone: '+1 212 555 0100',
        user_type: null,
        blocked: false,
        email_confirmed: true,
        registered_at: '2025-12-01T00:00:00.000Z',
        notification_categories: '[]',
        position: '0',
      })
      .execute();
    const metadata = { correlationId: randomUUID(), causationId: null, userId, impersonatorId: null, schemaVersion: 1 };
    const start = Date.parse(`${MONTH}-01T00:00:00.000Z`);
    const step = Math.floor((30 * 86_400_000) / ENTRIES);
    let balance = 0;
    for (let version = 0; version < ENTRIES; version += 500) {
      const events = Array.from({ length: Math.min(500, ENTRIES - version) }, (_, k) => {
        const i = version + k;
        const at = new Date(start + i * step).toISOString();
        const entryId = randomUUID();
        if (i % 2 === 0) {
          balance += 2_500;
          return {
            type: 'WalletToppedUp',
            data: { entryId, source: 'BY_STAFF', amountCents: 2_500, balanceAfterCents: balance, cardId: null, comment: `Top-up ${i}`, at },
            metadata,
          };
        }
        balance -= 1_999;
        const reference = { kind: 'ORDER_FULFILLMENT', number: `ORD-${i}` };
        return {
          type: 'WalletSpent',
          data: {
            entryId,
            purpose: 'ORDER_FULFILLMENT',
            amountCents: 1_999,
            balanceAfterCents: balance,
            documentId: `order-${i}`,
            notes: null,
            reference,
            at,
          },
          metadata,
        };
      });
      await store.append(`wallet-${userId}`, events, version);
    }
    await rebuildProjection(store, db, statementsProjector);
    const statements = new GetStatementHandler(db, store, systemClock);
    const lines = new ListStatementLinesHandler(db);
    const samples: number[] = [];
    let bytes = 0;
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      const statement = await statements.execute(new GetStatement(userId, MONTH, { page: 1, pageSize: 1 }));
      if (!statement.verified || statement.lines.total !== ENTRIES) throw new Error('the bench statement did not verify');
      async function* batches() {
        for (let after = 0; ;) {
          const batch = await lines.execute(new ListStatementLines(userId, MONTH, after, 1000));
          if (batch.lines.length > 0) yield batch.lines;
          if (batch.lines.length < 1000) return;
          after = batch.lastVersion;
        }
      }
      const pdf = await statementPdf({ statement, lines: batches(), locale: 'ru-RU', timeZone: 'Europe/Moscow', createdAt: new Date() });
      samples.push(performance.now() - started);
      bytes = pdf.length;
    }
    samples.sort((a, b) => a - b);
    process.stdout.write(`statement PDF: ${ENTRIES} lines, ${Math.round(bytes / 1024)} KiB\n`);
    return {
      [`monthly statement PDF, ${ENTRIES} entries (goal < 2000 ms)`]: {
        opsPerSec: null,
        baselineOpsPerSec: null,
        ratio: null,
        p50Ms: percentile(samples, 50),
        p95Ms: percentile(samples, 95),
        p99Ms: percentile(samples, 99),
      },
    };
  } finally {
    await db.destroy();
    await database.drop();
  }
}
