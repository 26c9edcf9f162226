// Preloaded into the built workers by the scale-out test: the worker projecting KILL_IN_PROJECTOR kills itself with
// SIGKILL right after that projector applied its KILL_AFTER_EVENTS-th event, inside the batch's transaction, before the
// batch and its checkpoint commit. Once per run: the first worker to get there claims KILL_ONCE_FILE (created with 'wx',
// so only one can) and dies, printing "killed-mid-batch" first (a pipe write is synchronous on Linux); the worker that
// takes over its leases counts on but finds the file taken and lives.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS preload for the built server
const { openSync, closeSync } = require('node:fs');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the same module instance the built server uses
const { allProjectors } = require('@ledgerhouse/projections');

const name = process.env.KILL_IN_PROJECTOR;
const limit = Number(process.env.KILL_AFTER_EVENTS || 0);
const marker = process.env.KILL_ONCE_FILE;

function claimed() {
  try {
    closeSync(openSync(marker, 'wx'));
    return true;
  } catch {
    return false;
  }
}

const projector = allProjectors.find((p) => p.name === name);
if (projector && limit > 0 && marker) {
  const apply = projector.apply;
  let applied = 0;
  projector.apply = async function applyThenMaybeDie(trx, event) {
    await apply.call(this, trx, event);
    applied += 1;
    if (applied === limit && claimed()) {
      process.stdout.write(`killed-mid-batch ${name} ${event.position}\n`);
      process.kill(process.pid, 'SIGKILL');
      await new Promise(() => undefined);
    }
  };
}
