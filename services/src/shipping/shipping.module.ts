// The shipping context: the carrier and address ports (by config), exported for the sagas, returns and manifests,
// and the routes that verify an address and preview rates.
import { Module } from '@nestjs/common';
import { ShippingController } from './http/shipping.controller';
import { QuoteShippingRatesHandler } from './queries/quote-shipping-rates';
import { VerifyAddressHandler } from './queries/verify-address';
import { shippingPortProviders } from './shipping-ports.providers';
import { ADDRESS_VERIFIER, CARRIER, SHIPPING_ORIGIN } from './shipping.tokens';

const controllers = [ShippingController];
const queryHandlers = [VerifyAddressHandler, QuoteShippingRatesHandler];

@Module({
  controllers,
  providers: [...shippingPortProviders, ...queryHandlers],
  exports: [CARRIER, ADDRESS_VERIFIER, SHIPPING_ORIGIN],
})
export class ShippingModule {}
