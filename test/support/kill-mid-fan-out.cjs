// Preloaded into the built server (node --require) by the webhooks fan-out crash test. The fan-out reads its events in
// batches of FANOUT_BATCH_SIZE (many batches for a backlog), and once FANOUT_KILL_AFTER_ROWS delivery rows are written
// the process kills itself with SIGKILL inside that batch's transaction: after the batch's rows and its checkpoint are
// written, before they commit. It prints "killed-mid-batch committed=<rows before the batch> written=<the batch's rows>"
// first (a pipe write is synchronous on Linux, so the line survives the kill). Only the fan-out's own handles change
// (its event store and its database, wrapped on start); the product's code paths stay as they are.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS preload for the built server
const path = require('node:path');
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the same module instance the built server uses
const { WebhookFanOut } = require(path.resolve(__dirname, '../../services/dist/webhooks/delivery/webhook-fan-out.js'));

const batchSize = Number(process.env.FANOUT_BATCH_SIZE || 0);
const limit = Number(process.env.FANOUT_KILL_AFTER_ROWS || 0);

/** Calls through to `target`, with `overrides` in place of some of its members (methods stay bound to the target). */
function wrapped(target, overrides) {
  return new Proxy(target, {
    get(t, key) {
      if (key in overrides) return overrides[key];
      const value = Reflect.get(t, key, t);
      return typeof value === 'function' ? value.bind(t) : value;
    },
  });
}

async function deliveries(trx) {
  const row = await trx
    .selectFrom('webhook_deliveries')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function withBatchSize(store) {
  return wrapped(store, { subscribe: (from, handler, options) => store.subscribe(from, handler, { ...options, batchSize }) });
}

function dyingAfterRows(db) {
  const transaction = () => {
    const builder = db.transaction();
    return {
      execute: (work) =>
        builder.execute(async (trx) => {
          const before = await deliveries(trx);
          const result = await work(trx);
          const after = await deliveries(trx);
          if (after > before && after >= limit) {
            process.stdout.write(`killed-mid-batch committed=${before} written=${after - before}\n`);
            process.kill(process.pid, 'SIGKILL');
            await new Promise(() => undefined);
          }
          return result;
        }),
    };
  };
  return wrapped(db, { transaction });
}

const start = WebhookFanOut.prototype.start;
const armed = new WeakSet();
WebhookFanOut.prototype.start = function startWrapped() {
  if (!armed.has(this)) {
    armed.add(this);
    if (batchSize > 0) this.store = withBatchSize(this.store);
    if (limit > 0) this.db = dyingAfterRows(this.db);
  }
  return start.call(this);
};
