// The label a return shipment bought through the app, for its detail (carrier, price, PDF). A return with the seller's
// own label answers null; another seller's shipment 404.
import { Inject } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { ErrorCode, type ReturnLabelView } from '@ledgerhouse/contracts';
import type { ReadModelDatabase } from '@ledgerhouse/projections';
import { DomainError } from '../../errors/domain-error';
import { COMMAND_DEPS, READ_DB, type CommandDeps } from '../../persistence/tokens';
import { boughtReturnLabel } from '../services/bought-return-label';

export class GetReturnLabel extends Query<ReturnLabelView> {
  constructor(
    readonly sellerId: string,
    readonly shipmentId: string,
  ) {
    super();
  }
}

@QueryHandler(GetReturnLabel)
export class GetReturnLabelHandler implements IQueryHandler<GetReturnLabel, ReturnLabelView> {
  constructor(
    @Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>,
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
  ) {}

  async execute({ sellerId, shipmentId }: GetReturnLabel): Promise<ReturnLabelView> {
    const own = await this.db
      .selectFrom('inbound_shipments')
      .select('id')
      .where('id', '=', shipmentId)
      .where('seller_id', '=', sellerId)
      .executeTakeFirst();
    if (!own) throw new DomainError(ErrorCode.NOT_FOUND);
    const bought = await boughtReturnLabel(this.db, this.deps.store, shipmentId);
    if (!bought) return { label: null };
    const { carrier, service, trackingNumber, fileId, costCents } = bought.data.label;
    return { label: { carrier, service, trackingNumber, fileId: fileId ?? null, costCents, boughtAt: bought.data.at } };
  }
}
