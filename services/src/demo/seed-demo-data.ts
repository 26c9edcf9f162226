// Demo data for the embedded start: appended as ordinary commands, once (a second start finds them and skips).
import { CommandBus } from '@nestjs/cqrs';
import { EVENT_STORE } from '../persistence/tokens';
import type { EventStore } from '@ledgerhouse/infra';
import { RequestIntegration } from '../channels/commands/request-integration.command';
import { integrationRequestStream } from '../channels/domain/integration-request';
import type { RunningApp } from '../create-app';

const demoRequests = [
  { id: '00000000-0000-4000-8000-00000000d001', marketplace: 'Wildberries', website: 'https://www.wildberries.ru', contactEmail: 'seller@demo.ledgerhouse.test' },
  { id: '00000000-0000-4000-8000-00000000d002', marketplace: 'Mercado Libre', website: 'https://www.mercadolibre.com', contactEmail: 'seller@demo.ledgerhouse.test' },
];

/** Returns the lines main.ts prints about the demo data. */
export async function seedDemoData({ app }: RunningApp): Promise<string[]> {
  const store = app.get<EventStore>(EVENT_STORE);
  const commands = app.get(CommandBus);
  for (const demo of demoRequests) {
    const existing = await store.readStream(integrationRequestStream(demo.id));
    if (existing.length > 0) continue;
    await commands.execute(
      new RequestIntegration(demo.id, { marketplace: demo.marketplace, website: demo.website, contactEmail: demo.contactEmail }),
    );
  }
  return [`Demo data: ${demoRequests.length} integration requests (Sales channels page)`];
}
