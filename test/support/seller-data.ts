// A seller with something in every area the app has: the demo builders' products (stock, listings), card, wallet
// top-ups and spendings, plus an integration request, a Walmart sandbox channel, a forwarding shipment, a support chat,
// an inbound shipment, an order, a reorder threshold and a paid plan through the API. For tenant-isolation checks.
import { CommandBus } from '@nestjs/cqrs';
import type { Marketplace, RunningSimulator } from '../../infra/src';
import { MARKETPLACE_SIMULATORS } from '../../services/src/channels/connectors/marketplace-connectors';
import { seedBilling } from '../../services/src/demo/seed-billing';
import { seedCatalog } from '../../services/src/demo/seed-catalog';
import { bearer, type Account } from './accounts';
import { api, type TestApp } from './test-app';
import { newestCommitted } from './newest-committed';

/** Fills the seller's areas; resolves once every projection has caught up with it. */
export async function fillSellerData(app: TestApp, seller: Account): Promise<void> {
  const { store } = app.running.persistence;
  const commands = app.running.app.get(CommandBus);
  const caughtUp = async (position: string) => {
    if (!(await app.running.runner.waitFor(position as never, 15_000))) throw new Error(`projections did not reach ${position} in 15 s`);
  };
  await seedCatalog(store, commands, seller.id);
  // Staff top-ups need the seller in the users read model. The newest committed event, not the store's head (which
  // stays behind a commit while an older transaction is open).
  const head = await newestCommitted(app.running.persistence.sql);
  if (head) await caughtUp(head);
  await seedBilling(store, commands, seller.id);
  const request = await api(app, 'POST', '/api/sales-channels/integration-requests', {
    body: { marketplace: 'Kaufland', contactEmail: seller.email, comment: 'tenant isolation' },
    headers: bearer(seller),
  });
  if (request.status !== 201) throw new Error(`integration request: ${request.status} ${JSON.stringify(request.body)}`);
  const walmart = app.running.app.get<ReadonlyMap<Marketplace, RunningSimulator>>(MARKETPLACE_SIMULATORS).get('WALMART');
  if (!walmart) throw new Error('the Walmart sandbox is not running');
  const channel = await api(app, 'POST', '/api/sales-channels', {
    body: { name: 'Tenant Walmart', credentials: { marketplace: 'WALMART', ...walmart.sandboxCredentials } },
    headers: bearer(seller),
  });
  if (channel.status !== 201) throw new Error(`sales channel: ${channel.status} ${JSON.stringify(channel.body)}`);
  const forwarding = await api(app, 'POST', '/api/forwarding-shipments', {
    body: { trackingNumber: 'TENANT-FWD-1', courierService: 'UPS', parcels: 1, clientNote: 'tenant isolation' },
    headers: bearer(seller),
  });
  if (forwarding.status !== 201) throw new Error(`forwarding shipment: ${forwarding.status} ${JSON.stringify(forwarding.body)}`);
  const support = await api(app, 'POST', '/api/support/chats', {
    body: { category: 'OTHER', subject: 'Tenant isolation', text: 'tenant isolation' },
    headers: bearer(seller),
  });
  if (support.status !== 201) throw new Error(`support chat: ${support.status} ${JSON.stringify(support.body)}`);
  const products = await api(app, 'GET', '/api/products?pageSize=1', { headers: bearer(seller) });
  const inbound = await api(app, 'POST', '/api/inbound-shipments', {
    body: {
      lines: [{ productId: products.body.items[0].id, quantity: 3, barcode: 'TENANT-IN-1' }],
      delivery: { trackingNumber: 'TENANT-IN-1', courierService: 'UPS' },
    },
    headers: bearer(seller),
  });
  if (inbound.status !== 201) throw new Error(`inbound shipment: ${inbound.status} ${JSON.stringify(inbound.body)}`);
  const stocked = (await api(app, 'GET', '/api/products?pageSize=50', { headers: bearer(seller) })).body.items.find(
    (p: { stock: { available: number } }) => p.stock.available > 0,
  );
  const order = await api(app, 'POST', '/api/orders', {
    body: {
      number: 'TENANT-SO-1',
      orderDate: new Date().toISOString(),
      buyer: { fullName: 'Tenant Buyer', phone: '+1 555 010 0000' },
      address: { country: 'US', region: 'CA', city: 'Los Angeles', postalCode: '90001', line1: '1 Main St' },
      lines: [{ sku: stocked.sku, quantity: 1, priceCents: 1000 }],
    },
    headers: bearer(seller),
  });
  if (order.status !== 201) throw new Error(`order: ${order.status} ${JSON.stringify(order.body)}`);
  // A reorder threshold above the stocked product's stock: its alert is the seller's too.
  const threshold = await api(app, 'PUT', `/api/insights/reorder-thresholds/${stocked.id}`, {
    body: { basis: 'UNITS', value: 100_000 },
    headers: bearer(seller),
  });
  if (threshold.status !== 200) throw new Error(`reorder threshold: ${threshold.status} ${JSON.stringify(threshold.body)}`);
  const plan = await api(app, 'POST', '/api/subscription/change', { body: { plan: 'basic' }, headers: bearer(seller) });
  if (plan.status !== 200) throw new Error(`plan change: ${plan.status} ${JSON.stringify(plan.body)}`);
  // The plan change is the seller's last write: once projected, so is everything before it.
  await caughtUp(plan.body.position);
}
