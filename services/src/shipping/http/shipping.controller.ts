import { Controller } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { shippingRoutes as routes, type BodyOf } from '@ledgerhouse/contracts';
import { AnyUser } from '../../http/auth/access.decorators';
import { ContractRoute, ValidBody } from '../../http/contract-route';
import { QuoteShippingRates } from '../queries/quote-shipping-rates';
import { VerifyAddress } from '../queries/verify-address';

/** Address verification and rate previews for any signed-in user (the order form, the return label form): no seller data. */
@AnyUser()
@Controller()
export class ShippingController {
  constructor(private readonly queries: QueryBus) {}

  @ContractRoute(routes.verifyAddress)
  verifyAddress(@ValidBody(routes.verifyAddress) address: BodyOf<typeof routes.verifyAddress>) {
    return this.queries.execute(new VerifyAddress(address));
  }

  @ContractRoute(routes.rates)
  rates(@ValidBody(routes.rates) body: BodyOf<typeof routes.rates>) {
    return this.queries.execute(new QuoteShippingRates(body.to, body.parcel, body.insuranceCents));
  }
}
