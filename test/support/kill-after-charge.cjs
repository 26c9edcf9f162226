// Preloaded into the built server (node --require) by the crash tests: the process kills itself with SIGKILL the
// moment the sandbox card processor has answered a charge, before the app can record anything about it.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS preload for the built server
const infra = require('@ledgerhouse/infra');

const charge = infra.SandboxPayments.prototype.charge;
infra.SandboxPayments.prototype.charge = async function chargeThenDie(request) {
  await charge.call(this, request);
  process.kill(process.pid, 'SIGKILL');
  return new Promise(() => undefined);
};
