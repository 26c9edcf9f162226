import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { RequestIntegrationHandler } from './commands/request-integration.handler';
import { AdminIntegrationRequestsController } from './http/admin-integration-requests.controller';
import { IntegrationRequestsController } from './http/integration-requests.controller';
import { ListIntegrationRequestsHandler } from './queries/list-integration-requests.handler';

const controllers = [IntegrationRequestsController, AdminIntegrationRequestsController];
const commandHandlers = [RequestIntegrationHandler];
const queryHandlers = [ListIntegrationRequestsHandler];

/** Sales channels. For now: requests for integrations we do not offer yet. */
@Module({ imports: [CqrsModule], controllers, providers: [...commandHandlers, ...queryHandlers] })
export class ChannelsModule {}
