// A forwarding shipment the wallet could not pay (PAYMENT_FAILED) is charged again after the seller's next top-up,
// oldest failure first, for the amount of its last attempt. The retry is the manager's own charge command: it resumes
// the same wallet document, so a replayed top-up never charges twice. The unpaid shipments are read from the
// forwarding_shipments read model once the projections have applied everything up to the top-up.
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { ErrorCode } from '@ledgerhouse/contracts';
import type { StoredEvent } from '@ledgerhouse/infra';
import type { ProjectionRunner, ReadModelDatabase } from '@ledgerhouse/projections';
import { PROJECTION_RUNNER, READ_DB } from '../../persistence/tokens';
import { unlessAlreadyDone, type Saga } from '../../sagas/saga';
import { ChargeForwardingShipment } from '../commands/charge-forwarding-shipment';

/**
 * Nothing left to do: the shipment moved on meanwhile (paid by a manager's retry, or canceled), or the account is
 * deactivated (the charge recorded PAYMENT_FAILED again and charged nothing).
 */
const MOVED_ON = [ErrorCode.FORWARDING_STATUS_CONFLICT, ErrorCode.FORWARDING_SHIPMENT_CANCELED, ErrorCode.ACCOUNT_BLOCKED];
const CATCH_UP_MS = 10_000;

@Injectable()
export class ForwardingPaymentSaga implements Saga {
  readonly name = 'forwarding-payment';
  readonly handles = ['WalletToppedUp'];

  constructor(
    private readonly bus: CommandBus,
    @Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>,
    @Inject(PROJECTION_RUNNER) private readonly projections: ProjectionRunner,
  ) {}

  async react(event: StoredEvent): Promise<void> {
    // Thrown (not a DomainError): the runner retries the top-up later, never skips it.
    if (!(await this.projections.waitFor(event.position, CATCH_UP_MS))) throw new Error('forwarding_shipments has not caught up yet');
    const sellerId = event.streamId.replace(/^wallet-/, '');
    const unpaid = await this.db
      .selectFrom('forwarding_shipments')
      .select('id')
      .where('seller_id', '=', sellerId)
      .where('status', '=', 'PAYMENT_FAILED')
      .orderBy('status_changed_at')
      .orderBy('id')
      .execute();
    for (const { id } of unpaid) await unlessAlreadyDone(this.bus.execute(new ChargeForwardingShipment(id, null)), MOVED_ON);
  }
}
