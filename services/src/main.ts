// Error reporting first: its tracing must load before http and express do.
import './telemetry/instrument';
import 'reflect-metadata';
import type { AddressInfo } from 'node:net';
import { createApp } from './create-app';
import { ConfigError, loadConfig } from './config/load-config';
import { withSigningKey } from './config/signing-key';
import { openPersistence } from './persistence/open-persistence';
import { seedDemoData } from './demo/seed-demo-data';
import { MarketplaceConnectors } from './channels/connectors/marketplace-connectors';
import { credentialKeyRing } from './channels/crypto/credential-sealer';

async function main(): Promise<void> {
  const config = withSigningKey(loadConfig());
  // Refuses a production start without sales-channel credential keys before anything is opened.
  credentialKeyRing(config);
  const persistence = await openPersistence(config);
  const running = await createApp(config, persistence, { prettyLogs: process.stdout.isTTY });
  const demo = config.SEED_DEMO_DATA ? await seedDemoData(running) : [];
  await running.app.listen(config.PORT, config.HOST);
  const { port } = running.app.getHttpServer().address() as AddressInfo;
  const url = `http://${config.HOST === '0.0.0.0' ? '127.0.0.1' : config.HOST}:${port}`;
  running.app.get(MarketplaceConnectors, { strict: false }).listening(url);
  const lines = [
    '',
    `Ledgerhouse is running at ${url}`,
    `  API docs:  ${url}/api/docs`,
    `  Storage:   ${persistence.describe()}`,
    ...(config.ROLE === 'all' ? [] : [`  Role:      ${config.ROLE} (background jobs: ${config.ROLE === 'api' ? 'none' : 'under leases'})`]),
    ...(running.webServed || config.ROLE === 'worker' ? [] : ['  Web app:   not built (run `npm run build`)']),
    ...demo.map((line) => `  ${line}`),
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  const stop = async () => {
    await running.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof ConfigError ? err.message : ((err as Error)?.stack ?? String(err))}\n`);
  process.exit(1);
});
