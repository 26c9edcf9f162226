import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import type { AppConfig } from '../config/config.schema';
import { outboundFetchProvider } from '../outbound/outbound-fetch.provider';
import { APP_CONFIG } from '../persistence/tokens';
import { ChangeChannelStatusHandler, RenameChannelHandler } from './commands/change-channel';
import { FinishChannelOAuthHandler, StartChannelOAuthHandler } from './commands/channel-oauth';
import { ConnectChannelHandler, UpdateChannelConnectionHandler } from './commands/connect-channel';
import { RequestIntegrationHandler } from './commands/request-integration.handler';
import {
  MARKETPLACE_CONNECTORS,
  MARKETPLACE_SIMULATORS,
  MarketplaceConnectors,
  marketplaceConnectorProviders,
} from './connectors/marketplace-connectors';
import { credentialKeyRing, CredentialSealer } from './crypto/credential-sealer';
import { AdminIntegrationRequestsController } from './http/admin-integration-requests.controller';
import { AdminSalesChannelsController } from './http/admin-sales-channels.controller';
import { DevMarketplaceSandboxController } from './http/dev-marketplace-sandbox.controller';
import { IntegrationRequestsController } from './http/integration-requests.controller';
import { SalesChannelsController } from './http/sales-channels.controller';
import { ListIntegrationRequestsHandler } from './queries/list-integration-requests.handler';
import { GetSalesChannelHandler, HoldsSandboxStoreHandler, ListSalesChannelsHandler } from './queries/sales-channel-queries';
import { BlockedSellers } from './services/blocked-sellers';
import { ChannelConnections } from './services/channel-connections';
import { ChannelStore } from './services/channel-store';
import { CHANNEL_SYNC_GATEWAY } from './sync/import-gateway';
import { ChannelSyncGatewayService } from './sync/import-gateway.service';

const controllers = [
  IntegrationRequestsController,
  AdminIntegrationRequestsController,
  SalesChannelsController,
  AdminSalesChannelsController,
  DevMarketplaceSandboxController,
];
const commandHandlers = [
  RequestIntegrationHandler,
  ConnectChannelHandler,
  UpdateChannelConnectionHandler,
  StartChannelOAuthHandler,
  FinishChannelOAuthHandler,
  RenameChannelHandler,
  ChangeChannelStatusHandler,
];
const queryHandlers = [ListIntegrationRequestsHandler, ListSalesChannelsHandler, GetSalesChannelHandler, HoldsSandboxStoreHandler];
/** What the sync (sync/*.module.ts) and the sagas use: channel streams, connectors and simulators, the credential sealer. */
const shared = [
  BlockedSellers,
  ChannelStore,
  ChannelConnections,
  ...marketplaceConnectorProviders,
  { provide: CredentialSealer, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new CredentialSealer(credentialKeyRing(config)) },
  { provide: CHANNEL_SYNC_GATEWAY, useClass: ChannelSyncGatewayService },
];

/** Sales channels: connections to the marketplaces (spec 2-5, 8) and requests for integrations we do not offer yet. */
@Module({
  imports: [CqrsModule],
  controllers,
  providers: [outboundFetchProvider, ...commandHandlers, ...queryHandlers, ...shared],
  exports: [
    ChannelStore,
    ChannelConnections,
    MarketplaceConnectors,
    MARKETPLACE_CONNECTORS,
    MARKETPLACE_SIMULATORS,
    CredentialSealer,
    CHANNEL_SYNC_GATEWAY,
  ],
})
export class ChannelsModule {}
