// The one place the place command asks whether a bin may take goods: it must exist and be active. Asked of the
// locations context through its public query (read from the bin's own stream, so a bin created a moment ago counts).
import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ErrorCode } from '@ledgerhouse/contracts';
import { DomainError } from '../../errors/domain-error';
import { IsActiveLocation } from '../../locations/queries/is-active-location.query';

@Injectable()
export class InboundBinCheck {
  constructor(private readonly queries: QueryBus) {}

  /** Throws INBOUND_LOCATION_INVALID when goods may not go into `code`. */
  async assertUsable(code: string): Promise<void> {
    if (!(await this.queries.execute(new IsActiveLocation(code)))) throw new DomainError(ErrorCode.INBOUND_LOCATION_INVALID, { code });
  }
}
