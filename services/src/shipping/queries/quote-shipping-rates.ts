import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ErrorCode, type ParcelSize, type ShippingAddress, type ShippingRate } from '@ledgerhouse/contracts';
import { isCarrierError, type CarrierParty, type CarrierPort } from '@ledgerhouse/infra';
import { DomainError } from '../../errors/domain-error';
import { RateLimited } from '../../errors/rate-limited';
import { CARRIER, SHIPPING_ORIGIN } from '../shipping.tokens';

/** Every rate the carrier offers for a parcel from the warehouse to the address (a preview: nothing is bought). */
export class QuoteShippingRates extends Query<{ rates: ShippingRate[] }> {
  constructor(
    readonly to: ShippingAddress,
    readonly parcel: ParcelSize,
    readonly insuranceCents: number | undefined,
  ) {
    super();
  }
}

@QueryHandler(QuoteShippingRates)
export class QuoteShippingRatesHandler implements IQueryHandler<QuoteShippingRates> {
  constructor(
    @Inject(CARRIER) private readonly carrier: CarrierPort,
    @Inject(SHIPPING_ORIGIN) private readonly origin: CarrierParty,
  ) {}

  async execute(query: QuoteShippingRates): Promise<{ rates: ShippingRate[] }> {
    try {
      const rates = await this.carrier.quote({
        from: this.origin,
        to: { name: 'Recipient', address: query.to },
        parcel: query.parcel,
        insuranceCents: query.insuranceCents,
      });
      return { rates };
    } catch (error) {
      if (!isCarrierError(error)) throw error;
      if (error.code === 'RATE_LIMITED') throw new RateLimited(1);
      if (error.code === 'NO_RATES' || error.code === 'INVALID_REQUEST') throw new DomainError(ErrorCode.SHIPPING_NO_RATES);
      throw new DomainError(ErrorCode.CARRIER_UNAVAILABLE);
    }
  }
}
