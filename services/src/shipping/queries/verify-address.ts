import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AddressVerification, ShippingAddress } from '@ledgerhouse/contracts';
import type { AddressVerifier } from '@ledgerhouse/infra';
import { ADDRESS_VERIFIER } from '../shipping.tokens';

/** Is the address deliverable as typed; if not, what would be (the order form's fix-or-keep modal). */
export class VerifyAddress extends Query<AddressVerification> {
  constructor(readonly address: ShippingAddress) {
    super();
  }
}

@QueryHandler(VerifyAddress)
export class VerifyAddressHandler implements IQueryHandler<VerifyAddress> {
  constructor(@Inject(ADDRESS_VERIFIER) private readonly verifier: AddressVerifier) {}

  execute({ address }: VerifyAddress): Promise<AddressVerification> {
    return this.verifier.verify(address);
  }
}
