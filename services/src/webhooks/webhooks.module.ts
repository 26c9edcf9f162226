// The webhooks context: endpoints (event-sourced, `webhook-<id>`), the fan-out of public events into deliveries, the
// signed dispatcher with retries, replay and automatic disable.
import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import type { AppConfig } from '../config/config.schema';
import { secretKeyRing, SecretSealer } from '../crypto/secret-sealer';
import { IntegrationModule } from '../integration/integration.module';
import { outboundFetchProvider } from '../outbound/outbound-fetch.provider';
import { APP_CONFIG } from '../persistence/tokens';
import { CreateWebhookHandler } from './commands/create-webhook';
import { DeleteWebhookHandler } from './commands/delete-webhook';
import { DisableWebhookHandler } from './commands/disable-webhook';
import { EnableWebhookHandler } from './commands/enable-webhook';
import { RotateWebhookSecretHandler } from './commands/rotate-webhook-secret';
import { UpdateWebhookHandler } from './commands/update-webhook';
import { WebhookSettingsCheck } from './commands/webhook-settings-check';
import { WebhookDispatcher } from './delivery/webhook-dispatcher';
import { WebhookFanOut } from './delivery/webhook-fan-out';
import { WebhookReplays } from './delivery/webhook-replays';
import { WebhooksController } from './http/webhooks.controller';
import { WebhookReads } from './queries/webhook-reads';

const controllers = [WebhooksController];
const commandHandlers = [
  CreateWebhookHandler,
  UpdateWebhookHandler,
  DisableWebhookHandler,
  EnableWebhookHandler,
  DeleteWebhookHandler,
  RotateWebhookSecretHandler,
];
const delivery = [WebhookFanOut, WebhookDispatcher, WebhookReplays];

@Module({
  imports: [CqrsModule, IntegrationModule],
  controllers,
  providers: [
    ...commandHandlers,
    ...delivery,
    WebhookReads,
    WebhookSettingsCheck,
    outboundFetchProvider,
    { provide: SecretSealer, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new SecretSealer(secretKeyRing(config)) },
  ],
})
export class WebhooksModule {}
