// Preloaded into the built server (node --require) by the saga crash test: every command the process runs is logged
// on stdout ("saga-command <Name>"; a pipe write is synchronous on Linux, so the line survives the kill), and after
// the SAGA_KILL_AFTER_COMMANDS-th has succeeded (or the first named SAGA_KILL_AFTER_COMMAND) the process kills itself
// with SIGKILL, before the saga can advance its checkpoint or run the step's next command.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS preload for the built server
const cqrs = require('@nestjs/cqrs');

const limit = Number(process.env.SAGA_KILL_AFTER_COMMANDS || 0);
/** Or: dies right after the first command of this name (e.g. SpendFromWallet: charged, label not bought yet). */
const killAfterName = process.env.SAGA_KILL_AFTER_COMMAND || '';
let count = 0;
const execute = cqrs.CommandBus.prototype.execute;
cqrs.CommandBus.prototype.execute = async function executeThenMaybeDie(command) {
  const result = await execute.call(this, command);
  count += 1;
  process.stdout.write(`saga-command ${command.constructor.name}\n`);
  if ((limit > 0 && count >= limit) || command.constructor.name === killAfterName) {
    process.kill(process.pid, 'SIGKILL');
    return new Promise(() => undefined);
  }
  return result;
};
