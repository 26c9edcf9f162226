// PGlite's initdb is most of its start (3 s on a quiet machine, 20 s on a busy one): the first test file of a run that
// needs PGlite starts one, migrates it and dumps its data folder; every later file, in any worker, loads that dump.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createKysely, infraMigrations, migrateToLatest } from '../../infra/src';
import { PgliteSqlClient } from '../../infra/src/db/pglite-client';
import { readModelMigrations } from '../../projections/src';
import { TEMPLATE_ENV } from './jest-global-setup';

/** A new in-memory PGlite with every migration applied. */
export async function openMigratedPglite(): Promise<PgliteSqlClient> {
  const file = process.env[TEMPLATE_ENV];
  if (file && existsSync(file)) return PgliteSqlClient.open(undefined, { loadDataDir: new Blob([readFileSync(file)]) });
  const client = await PgliteSqlClient.open();
  await migrateToLatest(createKysely(client), infraMigrations, readModelMigrations);
  if (file) {
    const dump = await client.mutex.run(() => client.db.dumpDataDir('gzip'));
    // Two workers may build it at once: each writes its own file and the rename is atomic.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  }
  return client;
}
