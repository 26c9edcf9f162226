// A seller's sales channel connected to a marketplace simulator the app started (its sandbox store), and the seller's
// orders that came from it, read over HTTP.
import { orderViewRoutes, salesChannelRoutes, type SalesChannelMarketplace } from '@ledgerhouse/contracts';
import type { Marketplace, RunningSimulator } from '../../infra/src';
import { MARKETPLACE_SIMULATORS } from '../../services/src/channels/connectors/marketplace-connectors';
import type { Account } from './accounts';
import { createProduct, newProduct } from './catalog';
import { as } from './billing';
import { call, uniq } from './inbound';
import { sagasSettled } from './sagas';
import type { TestApp } from './test-app';

/** The simulator the app runs for the marketplace (the app's own sandbox store). */
export function simulatorOf(app: TestApp, marketplace: Marketplace): RunningSimulator {
  const simulator = app.running.app.get<ReadonlyMap<Marketplace, RunningSimulator>>(MARKETPLACE_SIMULATORS).get(marketplace);
  if (!simulator) throw new Error(`no ${marketplace} simulator running`);
  return simulator;
}

/** Connects the seller to the simulator's sandbox store through the connect route; the channel's id. */
export async function connectSandbox(app: TestApp, seller: Account, marketplace: SalesChannelMarketplace): Promise<string> {
  const simulator = simulatorOf(app, marketplace);
  const res = await call(app, seller, salesChannelRoutes.connect, {
    body: { name: uniq('Shop'), credentials: { marketplace, ...simulator.sandboxCredentials } as never },
  });
  if (res.status !== 201) throw new Error(`connect ${marketplace}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id;
}

/** A product of the seller's catalog (no stock), by a fresh SKU. */
export async function catalogSku(app: TestApp, seller: Account): Promise<string> {
  const sku = uniq('CH');
  await createProduct(app, as(seller).headers, newProduct(sku));
  await sagasSettled(app);
  return sku;
}

export const importNow = (app: TestApp, seller: Account, channelId: string) =>
  call(app, seller, salesChannelRoutes.importNow, { params: { channelId } });

export async function channelView(app: TestApp, seller: Account, channelId: string) {
  await sagasSettled(app);
  return (await call(app, seller, salesChannelRoutes.get, { params: { channelId } })).body;
}

/** The seller's orders that came from the marketplace, after every saga and projection has caught up. */
export async function ordersFrom(app: TestApp, seller: Account, marketplace: SalesChannelMarketplace) {
  await sagasSettled(app);
  const res = await call(app, seller, orderViewRoutes.list, { query: { channel: marketplace, pageSize: '200' } });
  if (res.status !== 200) throw new Error(`orders: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.items;
}
