// Demo data for the embedded start: appended as ordinary commands, once (a second start finds them and skips).
import { CommandBus } from '@nestjs/cqrs';
import type { EventStore } from '@ledgerhouse/infra';
import { RequestIntegration } from '../channels/commands/request-integration.command';
import { integrationRequestStream } from '../channels/domain/integration-request';
import type { RunningApp } from '../create-app';
import { userIdByEmail } from '../identity/services/load-user';
import { Register } from '../identity/commands/register';
import type { AppConfig } from '../config/config.schema';
import { APP_CONFIG, EVENT_STORE } from '../persistence/tokens';
import { DEMO_PROMO_CODE, seedBilling } from './seed-billing';
import { demoProducts, seedCatalog } from './seed-catalog';
import { seedSupport } from './seed-support';

export const DEMO_PASSWORD = 'demo-pass-1';

const demoAccounts = [
  { email: 'seller@demo.ledgerhouse.test', fullName: 'Sam Seller', userType: null, label: 'seller' },
  { email: 'manager@demo.ledgerhouse.test', fullName: 'Mia Manager', userType: 'WAREHOUSE_MANAGER', label: 'warehouse manager' },
  { email: 'staff@demo.ledgerhouse.test', fullName: 'Stan Staff', userType: 'STAFF', label: 'staff' },
] as const;

const demoRequests = [
  {
    id: '00000000-0000-4000-8000-00000000d001',
    marketplace: 'Wildberries',
    website: 'https://www.wildberries.ru',
    contactEmail: 'seller@demo.ledgerhouse.test',
  },
  {
    id: '00000000-0000-4000-8000-00000000d002',
    marketplace: 'Mercado Libre',
    website: 'https://www.mercadolibre.com',
    contactEmail: 'seller@demo.ledgerhouse.test',
  },
];

/** Returns the lines main.ts prints about the demo data. */
export async function seedDemoData({ app, runner }: RunningApp): Promise<string[]> {
  // The config refuses SEED_DEMO_DATA=true in production; this holds for any other caller too.
  if (app.get<AppConfig>(APP_CONFIG).NODE_ENV === 'production') throw new Error('demo data is never seeded in production');
  const store = app.get<EventStore>(EVENT_STORE);
  const commands = app.get(CommandBus);
  for (const account of demoAccounts) {
    if (await userIdByEmail(store, account.email)) continue;
    await commands.execute(
      new Register(
        { fullName: account.fullName, email: account.email, phone: '+1 212 555 0199', password: DEMO_PASSWORD },
        { userType: account.userType, confirmed: true },
      ),
    );
  }
  const sellerId = await userIdByEmail(store, demoAccounts[0].email);
  if (!sellerId) throw new Error('the demo seller was not registered');
  for (const demo of demoRequests) {
    if ((await store.readStream(integrationRequestStream(demo.id))).length > 0) continue;
    await commands.execute(
      new RequestIntegration(demo.id, sellerId, { marketplace: demo.marketplace, website: demo.website, contactEmail: demo.contactEmail }),
    );
  }
  await seedCatalog(store, commands, sellerId);
  // Staff top-ups need the seller in the users read model. The newest appended event, not the head: on a server where
  // another database holds an older transaction open, the head lags behind what this seed just committed.
  const newest = await store.newestPosition();
  if (newest && !(await runner.waitFor(newest, 60_000))) throw new Error(`demo data: the projections did not reach ${newest}`);
  await seedBilling(store, commands, sellerId);
  const staffId = await userIdByEmail(store, demoAccounts[2].email);
  if (staffId) await seedSupport(store, commands, sellerId, staffId);
  return [
    'Demo logins (password for all: ' + DEMO_PASSWORD + '):',
    ...demoAccounts.map((a) => `  ${a.label.padEnd(18)} ${a.email}`),
    `Demo data: ${demoRequests.length} integration requests (Sales channels page)`,
    `Demo data: ${demoProducts.length} products with stock and listings, a sandbox card, wallet top-ups and spendings (seller); promo code ${DEMO_PROMO_CODE} (manager)`,
    'Demo data: a support chat with a staff reply (Support), and the integration requests as chats (staff: Admin → Support)',
  ];
}
