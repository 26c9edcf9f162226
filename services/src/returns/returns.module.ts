import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { FilesModule } from '../files/files.module';
import { FulfillmentLabelsModule } from '../orders/sagas/fulfillment/fulfillment-labels.module';
import { CreateReturnShipmentHandler } from './commands/create-return-shipment';
import { ReturnShipmentsController } from './http/return-shipments.controller';
import { GetReturnLabelHandler } from './queries/get-return-label';
import { QuoteReturnLabelHandler } from './queries/quote-return-label';
import { ReturnLabels } from './services/return-labels';

const controllers = [ReturnShipmentsController];
const handlers = [CreateReturnShipmentHandler, QuoteReturnLabelHandler, GetReturnLabelHandler];

/** Return shipments: a canceled order's goods sent back as a RETURN inbound shipment, with a label of its own or bought. */
@Module({ imports: [CqrsModule, FilesModule, FulfillmentLabelsModule], controllers, providers: [...handlers, ReturnLabels] })
export class ReturnsModule {}
