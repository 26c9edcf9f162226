// The order-commands topic: external systems place orders through Kafka (contracts/src/integration/order-commands.ts).
// Its consumer job exists only when the integration module has a message broker.
import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { IntegrationModule } from '../integration.module';
import { OrderCommandHandling } from './order-command-handling';
import { OrderCommandsConsumer } from './order-commands.consumer';

const services = [OrderCommandHandling, OrderCommandsConsumer];

@Module({ imports: [CqrsModule, IntegrationModule], providers: services })
export class OrderCommandsModule {}
