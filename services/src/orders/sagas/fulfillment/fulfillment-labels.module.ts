import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { FilesModule } from '../../../files/files.module';
import { ShippingModule } from '../../../shipping/shipping.module';
import { FulfillmentCharge } from './fulfillment-charge';
import { LabelPurchase } from './label-purchase';
import { OrderLabelQuote } from './order-label-quote';
import { ProductShippingFactsReader } from './product-measures';

/** Labels quoted and bought through the carrier port and kept in the file store; the products' shipping facts (fulfillment, returns). */
@Module({
  imports: [CqrsModule, FilesModule, ShippingModule],
  providers: [LabelPurchase, ProductShippingFactsReader, OrderLabelQuote, FulfillmentCharge],
  exports: [LabelPurchase, ProductShippingFactsReader, OrderLabelQuote, FulfillmentCharge],
})
export class FulfillmentLabelsModule {}
