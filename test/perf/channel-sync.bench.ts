// Sales-channel sync benchmark, in one process on PostgreSQL: the event store, every projector, the stock pusher and
// the order import wired as the app wires them, talking HTTP to each marketplace's local simulator.
// (a) Stock push latency: 1,000 managed-stock listings spread over the five marketplaces; each listing's stock is
//     counted anew and timed from the count's append until its simulator accepts the new quantity (onQuantity).
//     Goal: p99 < 5 s. A marketplace whose adapter cannot connect its sandbox here is left out and named.
// (b) Import throughput: one Walmart channel whose simulator holds 10,000 orders, imported by the import pass.
import { randomUUID } from 'node:crypto';
import type { CommandBus } from '@nestjs/cqrs';
import {
  createKysely,
  infraMigrations,
  KeyedQueue,
  MARKETPLACE_ADAPTERS,
  MARKETPLACES,
  migrateToLatest,
  PostgresEventStore,
  systemClock,
  type Marketplace,
  type MarketplaceCredentials,
  type RunningSimulator,
} from '@ledgerhouse/infra';
import { allProjectors, ProjectionRunner, readModelMigrations, type ReadModelDatabase } from '@ledgerhouse/projections';
import type { AppConfig } from '../../services/src/config/config.schema';
import { inventoryDecider, inventoryStream } from '../../services/src/catalog/domain/inventory';
import { MarketplaceConnectors, type MarketplaceLink } from '../../services/src/channels/connectors/marketplace-connectors';
import { credentialKeyRing, CredentialSealer } from '../../services/src/channels/crypto/credential-sealer';
import { ChannelSyncGatewayService } from '../../services/src/channels/sync/import-gateway.service';
import { ImportPass } from '../../services/src/channels/sync/import-pass';
import { ImportPlacement } from '../../services/src/channels/sync/import-placement';
import { StockPusher } from '../../services/src/channels/sync/stock-pusher';
import { executeCommand } from '../../services/src/event-sourcing/execute-command';
import { PlaceChannelOrderHandler } from '../../services/src/orders/commands/place-channel-order';
import type { PlaceChannelOrder } from '../../services/src/orders/commands/place-channel-order.command';
import { createTestDatabase } from '../support/database';
import { percentile, type BenchRow } from './measure';

const smoke = process.env.BENCH_SCALE === 'smoke';
const LISTINGS = Number(process.env.BENCH_LISTINGS ?? (smoke ? 50 : 1_000));
const ORDERS = Number(process.env.BENCH_IMPORT_ORDERS ?? (smoke ? 200 : 10_000));
/** Stock counts in flight at once while the latency is measured. */
const WRITERS = 10;
const DEADLINE_MS = Number(process.env.BENCH_DEADLINE_MS ?? 120_000);
const RETURN_URL = 'http://127.0.0.1:9/oauth-return';

const row = (samples: number[], opsPerSec: number | null): BenchRow => {
  samples.sort((a, b) => a - b);
  return {
    opsPerSec,
    baselineOpsPerSec: null,
    ratio: null,
    p50Ms: samples.length ? percentile(samples, 50) : null,
    p95Ms: samples.length ? percentile(samples, 95) : null,
    p99Ms: samples.length ? percentile(samples, 99) : null,
  };
};

const meta = () => ({ correlationId: randomUUID(), causationId: null, userId: null, impersonatorId: null, schemaVersion: 1 });

/** The sandbox account's credentials as the connect flow gets them: typed (form marketplaces) or through the OAuth return. */
async function sandboxCredentials(link: MarketplaceLink, simulator: RunningSimulator): Promise<MarketplaceCredentials> {
  const { connector } = link;
  if (!connector.authorizationUrl || !connector.exchangeCode) {
    const typed = { marketplace: simulator.marketplace, ...simulator.sandboxCredentials } as MarketplaceCredentials;
    return (await connector.connect(typed, { callbackUrl: `${RETURN_URL}/callback` })).credentials;
  }
  const start = connector.authorizationUrl({ state: randomUUID(), redirectUri: RETURN_URL });
  const consent = await fetch(start.url, { redirect: 'manual' });
  const back = new URL(consent.headers.get('location') ?? '');
  const code = back.searchParams.get('code');
  if (!code) throw new Error(`consent page answered ${consent.status} without a code`);
  const credentials = await connector.exchangeCode({
    code,
    redirectUri: RETURN_URL,
    codeVerifier: start.codeVerifier,
    extra: Object.fromEntries(back.searchParams),
  });
  return (await connector.connect(credentials, { callbackUrl: `${RETURN_URL}/callback` })).credentials;
}

export async function benchChannelSync(): Promise<Record<string, BenchRow>> {
  const database = await createTestDatabase('pg');
  const db = createKysely<ReadModelDatabase>(database.client);
  await migrateToLatest(db, infraMigrations, readModelMigrations);
  const store = new PostgresEventStore(database.client);
  const deps = { store, queue: new KeyedQueue() };
  const runner = new ProjectionRunner(store, db, allProjectors);
  const simulators = new Map<Marketplace, RunningSimulator>();
  const links = new Map<Marketplace, MarketplaceLink>();
  const left: string[] = [];
  for (const marketplace of MARKETPLACES) {
    try {
      const adapter = MARKETPLACE_ADAPTERS[marketplace];
      const simulator = await adapter.startSimulator({ acceptUrl: RETURN_URL, declineUrl: RETURN_URL });
      simulators.set(marketplace, simulator);
      const config = { baseUrl: simulator.url, authUrl: simulator.url, ...simulator.appConfig };
      links.set(marketplace, { connector: adapter.createConnector(config, { trusted: fetch, userGiven: fetch }), config, simulated: true });
    } catch (err) {
      left.push(`${marketplace} (${(err as Error).message})`);
    }
  }
  const connectors = new MarketplaceConnectors(links, simulators);
  const sealer = new CredentialSealer(credentialKeyRing({ NODE_ENV: 'test' } as AppConfig));
  const gateway = new ChannelSyncGatewayService(deps, systemClock, db, connectors, sealer);
  const pusher = new StockPusher({ SAGAS_ENABLED: true } as AppConfig, db, runner, deps, systemClock, gateway);
  const sellerId = randomUUID();
  try {
    await runner.start();
    const channels: { channelId: string; marketplace: Marketplace; name: string }[] = [];
    for (const [marketplace, link] of links) {
      try {
        const credentials = await sandboxCredentials(link, simulators.get(marketplace)!);
        const channelId = randomUUID();
        const name = `bench-${marketplace.toLowerCase()}`;
        const at = new Date().toISOString();
        await store.append(
          `channel-${channelId}`,
          [
            {
              type: 'SalesChannelConnected',
              data: {
                channelId,
                sellerId,
                marketplace,
                name,
                accountName: name,
                country: 'US',
                sandbox: true,
                credentials: sealer.seal(credentials),
                at,
              },
              metadata: meta(),
            },
          ],
          0,
        );
        channels.push({ channelId, marketplace, name });
      } catch (err) {
        left.push(`${marketplace} (${(err as Error).message})`);
      }
    }
    if (channels.length === 0) throw new Error(`no marketplace could connect: ${left.join('; ')}`);
    process.stdout.write(
      `\nStock push over ${channels.map((c) => c.marketplace).join(', ')}${left.length ? `; left out: ${left.join('; ')}` : ''}\n`,
    );

    // The listings: one product each, on one channel in turn, managed stock on, 100 units counted.
    const listings = Array.from({ length: LISTINGS }, (_, i) => ({
      productId: randomUUID(),
      sku: `BENCH-${i}-${randomUUID().slice(0, 6)}`,
      channel: channels[i % channels.length],
    }));
    const at = new Date().toISOString();
    const facts = { barcode: null, brand: null, countryOfOrigin: null, description: null, photoUrl: null, priceCents: 999 };
    const more = { unitOfMeasurement: null, status: 'ACTIVE', dimensions: null, weight: null };
    const count = (productId: string, counted: number) =>
      executeCommand(deps, inventoryStream(productId), inventoryDecider, {
        type: 'TakeStock',
        documentId: `count-${counted}`,
        counted,
        comment: 'bench',
        at: new Date(),
      });
    for (const l of listings) {
      await store.append(
        `product-${l.productId}`,
        [
          {
            type: 'ProductCreated',
            data: { productId: l.productId, sellerId, createdAt: at, title: l.sku, sku: l.sku, ...facts, ...more },
            metadata: meta(),
          },
          {
            type: 'ListingsSet',
            data: { listings: [{ accountName: l.channel.name, quantityForSale: 0, priceCents: 999, link: null }], at },
            metadata: meta(),
          },
          { type: 'ManagedStockEnabled', data: { changes: [], at }, metadata: meta() },
        ],
        0,
      );
      await count(l.productId, 100);
    }
    // Etsy takes quantities only for listings the shop has; its simulator lists a SKU when an order names it.
    const etsy = listings.filter((l) => l.channel.marketplace === 'ETSY');
    if (etsy.length > 0)
      await simulators.get('ETSY')!.addOrders(etsy.map((l) => ({ lines: [{ sku: l.sku, quantity: 1, priceCents: 999 }] })));
    pusher.start();
    const simulatorOf = (l: (typeof listings)[number]) => simulators.get(l.channel.marketplace)!;
    const settle = Date.now() + DEADLINE_MS;
    while (listings.some((l) => simulatorOf(l).quantityOf(l.sku) !== 100)) {
      if (Date.now() > settle) {
        const missing = listings.filter((l) => simulatorOf(l).quantityOf(l.sku) !== 100).map((l) => l.channel.marketplace);
        const pushes = await db
          .selectFrom('channel_listing_sync')
          .select(['sku', 'pushed_status', 'pushed_message'])
          .where('pushed_status', '<>', 'ACCEPTED')
          .limit(5)
          .execute();
        throw new Error(`the first push did not land in time on ${[...new Set(missing)].join(', ')}: ${JSON.stringify(pushes)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    // (a) Each listing counted anew (100 → 101): from the append to the marketplace accepting 101.
    const started = new Map<string, number>();
    const latencies: number[] = [];
    const byMarketplace = new Map<Marketplace, number[]>();
    let landed: () => void = () => undefined;
    const allLanded = new Promise<void>((resolve) => (landed = resolve));
    const unsubscribe = [...simulators.values()].map((s) =>
      s.onQuantity((sku, quantity) => {
        const from = started.get(sku);
        if (from === undefined || quantity !== 101) return;
        started.delete(sku);
        latencies.push(performance.now() - from);
        byMarketplace.set(s.marketplace, [...(byMarketplace.get(s.marketplace) ?? []), performance.now() - from]);
        if (latencies.length === listings.length) landed();
      }),
    );
    // The split: from the append until the drift table (the pusher's work list) shows the new quantity.
    const issued = new Map<string, number>();
    const projected: number[] = [];
    let watching = true;
    const watch = (async () => {
      while (watching && projected.length < listings.length) {
        const rows = await db.selectFrom('channel_listing_sync').select('sku').where('our_quantity', '=', 101).execute();
        const now = performance.now();
        for (const { sku } of rows) {
          const from = issued.get(sku);
          if (from === undefined) continue;
          issued.delete(sku);
          projected.push(now - from);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const queue = [...listings];
    const changesStarted = performance.now();
    await Promise.all(
      Array.from({ length: WRITERS }, async () => {
        for (let l = queue.shift(); l; l = queue.shift()) {
          started.set(l.sku, performance.now());
          issued.set(l.sku, performance.now());
          await count(l.productId, 101);
        }
      }),
    );
    const timeout = new Promise<void>((resolve) => setTimeout(resolve, DEADLINE_MS).unref());
    await Promise.race([allLanded, timeout]);
    const seconds = (performance.now() - changesStarted) / 1000;
    unsubscribe.forEach((stop) => stop());
    watching = false;
    await watch;
    if (latencies.length < listings.length)
      throw new Error(`${listings.length - latencies.length} listings never received their new quantity`);

    // (b) Import: the Walmart channel's simulator holds ORDERS orders of the listed SKUs.
    const walmart = channels.find((c) => c.marketplace === 'WALMART');
    const figures: Record<string, BenchRow> = {
      [`stock change → marketplace quantity, ${listings.length} listings / ${channels.length} channels`]: row(
        latencies,
        listings.length / seconds,
      ),
    };
    figures['  of which change → drift table (projection)'] = row(projected, null);
    for (const [marketplace, samples] of byMarketplace)
      figures[`  of which ${marketplace} (${samples.length} listings)`] = row(samples, null);
    if (walmart) {
      const skus = listings.filter((l) => l.channel === walmart).map((l) => l.sku);
      const inputs = Array.from({ length: ORDERS }, (_, i) => ({ lines: [{ sku: skus[i % skus.length], quantity: 1, priceCents: 999 }] }));
      for (let i = 0; i < inputs.length; i += 1000) await simulators.get('WALMART')!.addOrders(inputs.slice(i, i + 1000));
      const head = await store.headPosition();
      if (head) await runner.waitFor(head, DEADLINE_MS);
      // The one command the placement sends, handled as the app's command bus would.
      const placeOrder = new PlaceChannelOrderHandler(deps, systemClock);
      const bus = { execute: (command: PlaceChannelOrder) => placeOrder.execute(command) } as unknown as CommandBus;
      const pass = new ImportPass(gateway, systemClock, new ImportPlacement(deps, systemClock, db, bus));
      const importStarted = performance.now();
      let imported = 0;
      const passes: number[] = [];
      while (imported < ORDERS) {
        const passStarted = performance.now();
        const result = await pass.run(walmart.channelId);
        passes.push(performance.now() - passStarted);
        if (result.imported === 0) break;
        imported += result.imported;
      }
      const importSeconds = (performance.now() - importStarted) / 1000;
      if (imported < ORDERS) throw new Error(`the import placed ${imported} of ${ORDERS} orders`);
      figures[`import ${ORDERS} Walmart orders (orders/s; p50/p99 of a pass)`] = row(passes, imported / importSeconds);
    } else process.stdout.write('Import throughput not measured: the Walmart adapter did not connect\n');
    return figures;
  } finally {
    await pusher.stop();
    await runner.stop();
    await Promise.allSettled([...simulators.values()].map((s) => s.close()));
    await store.close();
    await db.destroy();
    await database.drop();
  }
}
