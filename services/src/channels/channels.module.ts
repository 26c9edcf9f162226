import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { RequestIntegrationHandler } from './commands/request-integration.handler';
import { AdminIntegrationRequestsController } from './http/admin-integration-requests.controller';
import { IntegrationRequestsController } from './http/integration-requests.controller';
import { ListIntegrationRequestsHandler } from './queries/list-integration-requests.handler';
import { DriftController } from './sync/drift.controller';
import { GetChannelDriftHandler } from './sync/drift-query';
import { StockPusher } from './sync/stock-pusher';

const controllers = [IntegrationRequestsController, AdminIntegrationRequestsController, DriftController];
const commandHandlers = [RequestIntegrationHandler];
const queryHandlers = [ListIntegrationRequestsHandler, GetChannelDriftHandler];
/** Managed stock's push to the marketplaces and the drift view it keeps (sync/stock-*, sync/drift-*). */
const stockSync = [StockPusher];

/** Sales channels. For now: requests for integrations we do not offer yet. */
@Module({ imports: [CqrsModule], controllers, providers: [...commandHandlers, ...queryHandlers, ...stockSync] })
export class ChannelsModule {}
