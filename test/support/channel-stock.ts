// Managed-stock listings on a connected sales channel, for the stock push's tests and benchmark: a channel connected
// through the app's own marketplace simulator, products listed on it with managed stock on, and stock moved on their
// inventory streams as the warehouse would.
import { CommandBus } from '@nestjs/cqrs';
import type { GlobalPosition, Marketplace, RunningSimulator } from '../../infra/src';
import { inventoryDecider, inventoryStream } from '../../services/src/catalog/domain/inventory';
import { ConnectChannel } from '../../services/src/channels/commands/connect-channel';
import { MARKETPLACE_SIMULATORS } from '../../services/src/channels/connectors/marketplace-connectors';
import { executeCommand } from '../../services/src/event-sourcing/execute-command';
import { COMMAND_DEPS, type CommandDeps } from '../../services/src/persistence/tokens';
import { bearer, type Account } from './accounts';
import { createProduct, newProduct } from './catalog';
import { api, type TestApp } from './test-app';

export const simulatorOf = (app: TestApp, marketplace: Marketplace): RunningSimulator => {
  const simulator = app.running.app.get<ReadonlyMap<Marketplace, RunningSimulator>>(MARKETPLACE_SIMULATORS).get(marketplace);
  if (!simulator) throw new Error(`${marketplace} runs no simulator in this app`);
  return simulator;
};

/** Connects the simulator's sandbox account (form marketplaces: Shopify, Walmart, Amazon) as `name`; the channel id. */
export async function connectSandbox(app: TestApp, seller: Account, marketplace: 'SHOPIFY' | 'WALMART' | 'AMAZON', name: string) {
  const credentials = { marketplace, ...simulatorOf(app, marketplace).sandboxCredentials } as never;
  const result = await app.running.app.get(CommandBus).execute(new ConnectChannel(seller.id, { name, credentials }));
  await app.running.runner.waitFor(result.position as GlobalPosition, 5000);
  return result.id;
}

/**
 * Connects the simulator's eBay or Etsy account through the OAuth start, the consent page's redirect and the finish.
 * `ebayLogin` signs another eBay test user in on the consent page (its username is the account): the eBay sandbox's
 * default user can be connected once at a time, as account claims are unique.
 */
export async function connectByOAuth(
  app: TestApp,
  seller: Account,
  marketplace: 'EBAY' | 'ETSY',
  name: string,
  options: { ebayLogin?: string } = {},
) {
  const headers = bearer(seller);
  const start = await api(app, 'POST', `/api/sales-channels/oauth/${marketplace}/start`, { headers, body: { name } });
  if (start.status !== 200) throw new Error(`OAuth start: ${start.status} ${JSON.stringify(start.body)}`);
  const page = new URL(start.body.url);
  if (options.ebayLogin !== undefined) page.searchParams.set('login', options.ebayLogin);
  const consent = await fetch(page, { redirect: 'manual' });
  const back = new URL(consent.headers.get('location') ?? '');
  const body = { state: back.searchParams.get('state'), code: back.searchParams.get('code') };
  const finish = await api(app, 'POST', `/api/sales-channels/oauth/${marketplace}/finish`, { headers, body });
  if (finish.status !== 201) throw new Error(`OAuth finish: ${finish.status} ${JSON.stringify(finish.body)}`);
  await app.running.runner.waitFor(finish.body.position, 5000);
  return finish.body.id as string;
}

/** A product of `seller` listed on the account `accountName` with managed stock on; its id. */
export async function managedListing(app: TestApp, seller: Account, sku: string, accountNames: readonly string[]): Promise<string> {
  const headers = bearer(seller);
  const id = await createProduct(app, headers, newProduct(sku, { title: `Lamp ${sku}` }));
  const listings = accountNames.map((accountName) => ({
    accountName,
    quantityForSale: 0,
    priceCents: 1999,
    link: `https://marketplace.example/${sku}`,
  }));
  for (const [path, body] of [
    ['managed-stock', { enabled: true }],
    ['listings', { listings }],
  ] as const) {
    const res = await api(app, 'PUT', `/api/products/${id}/${path}`, { headers, body });
    if (res.status >= 300) throw new Error(`${path}: ${res.status} ${JSON.stringify(res.body)}`);
    await app.running.runner.waitFor(res.body.position, 5000);
  }
  return id;
}

/** A stock taking that counted `counted` units of the product; resolves once it is recorded, with its position. */
export async function countStock(app: TestApp, productId: string, counted: number) {
  const deps = app.running.app.get<CommandDeps>(COMMAND_DEPS);
  const command = { type: 'TakeStock' as const, documentId: `count-${counted}-${Date.now()}`, counted, comment: 'count', at: new Date() };
  return (await executeCommand(deps, inventoryStream(productId), inventoryDecider, command)).position;
}
