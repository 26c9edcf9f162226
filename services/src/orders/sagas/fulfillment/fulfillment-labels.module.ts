import { Module } from '@nestjs/common';
import { FilesModule } from '../../../files/files.module';
import { ShippingModule } from '../../../shipping/shipping.module';
import { LabelPurchase } from './label-purchase';
import { ProductShippingFactsReader } from './product-measures';

/** Labels bought through the carrier port and kept in the file store; the products' shipping facts (fulfillment, returns). */
@Module({
  imports: [FilesModule, ShippingModule],
  providers: [LabelPurchase, ProductShippingFactsReader],
  exports: [LabelPurchase, ProductShippingFactsReader],
})
export class FulfillmentLabelsModule {}
