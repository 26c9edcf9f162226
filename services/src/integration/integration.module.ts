// Integration topics: the Kafka relay of public events, the order-command topic and the public event schemas.
import { Module } from '@nestjs/common';
import { IntegrationSchemasController } from './http/integration-schemas.controller';
import { IntegrationEvents } from './integration-events';
import { MESSAGE_BROKER, messageBrokerProvider, OwnedBrokerShutdown } from './message-broker.provider';
import { KafkaRelayService } from './relay/kafka-relay.service';

@Module({
  controllers: [IntegrationSchemasController],
  providers: [IntegrationEvents, messageBrokerProvider, OwnedBrokerShutdown, KafkaRelayService],
  exports: [IntegrationEvents, MESSAGE_BROKER],
})
export class IntegrationModule {}
