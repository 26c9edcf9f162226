// Inbound shipments are paid from the wallet: once LOCATED, the receiving bill is worked out (billable check-in time
// minus the plan's free receiving time, a label, a sticker per good unit) and recorded; the charge is asked for
// (intent on the shipment) and Billing's SpendFromWallet (INBOUND_SHIPMENT, the shipment as document, idempotent per
// document) answers PAID or PAYMENT_FAILED. A PAYMENT_FAILED shipment is charged again after the seller's next top-up,
// oldest first. The saga's own state, the unpaid shipments by seller, is written with its checkpoint.
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Kysely, Transaction } from 'kysely';
import { billableMinutes, ErrorCode, inboundCosts, type InboundEvent } from '@ledgerhouse/contracts';
import type { EventStore, StoredEvent } from '@ledgerhouse/infra';
import { isBlockedRefusal, SpendFromWallet } from '../../billing/commands/spend-from-wallet.command';
import { UseFreeReceivingTime } from '../../billing/commands/use-free-receiving-time.command';
import { DomainError } from '../../errors/domain-error';
import { MarkInboundPaid } from '../commands/mark-inbound-paid';
import { MarkInboundPaymentFailed } from '../commands/mark-inbound-payment-failed';
import { RecordInboundCosts } from '../commands/record-inbound-costs';
import { RequestInboundPayment } from '../commands/request-inbound-payment';
import { EVENT_STORE, READ_DB } from '../../persistence/tokens';
import { unlessAlreadyDone, type Saga } from '../../sagas/saga';
import type { SagaTables } from '../../sagas/saga-tables';

type Data<T extends InboundEvent['type']> = Extract<InboundEvent, { type: T }>['data'];

/** A status refusal when the shipment has already moved on (a later retry settled it): nothing left to do. */
const MOVED_ON = [ErrorCode.INBOUND_STATUS_CONFLICT];

@Injectable()
export class InboundPaymentSaga implements Saga {
  readonly name = 'inbound-payment';
  readonly handles = [
    'InboundLocated',
    'InboundCostsCalculated',
    'InboundPaymentRequested',
    'InboundPaymentFailed',
    'InboundPaid',
    'WalletToppedUp',
  ];

  constructor(
    private readonly bus: CommandBus,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_DB) private readonly db: Kysely<unknown>,
  ) {}

  async react(event: StoredEvent): Promise<unknown> {
    switch (event.type) {
      case 'InboundLocated':
        return this.bill(event);
      case 'InboundCostsCalculated': {
        const { shipmentId } = await this.shipment(event);
        return unlessAlreadyDone(this.bus.execute(new RequestInboundPayment(shipmentId, false)), MOVED_ON);
      }
      case 'InboundPaymentRequested':
        return this.pay(event);
      case 'InboundPaymentFailed':
        return (await this.shipment(event)).sellerId;
      case 'WalletToppedUp':
        return this.retryUnpaid(event.streamId.replace(/^wallet-/, ''));
      default:
        return undefined;
    }
  }

  async record(trx: Transaction<SagaTables>, event: StoredEvent, reacted: unknown): Promise<void> {
    const shipmentId = event.streamId.replace(/^inbound-/, '');
    if (event.type === 'InboundPaymentFailed')
      await trx
        .insertInto('saga_inbound_unpaid')
        .values({ shipment_id: shipmentId, seller_id: String(reacted), failed_position: event.position, failed_at: event.recordedAt })
        .onConflict((oc) => oc.column('shipment_id').doNothing())
        .execute();
    if (event.type === 'InboundPaid') await trx.deleteFrom('saga_inbound_unpaid').where('shipment_id', '=', shipmentId).execute();
  }

  /** Works out the receiving bill of a LOCATED shipment and records it. */
  private async bill(event: StoredEvent): Promise<void> {
    const { shipmentId, sellerId, history } = await this.shipment(event);
    const accepted = history.find((e) => e.type === 'InboundAccepted')?.data as Data<'InboundAccepted'> | undefined;
    const billableSeconds = accepted?.billableSeconds ?? 0;
    const stickerCount = (accepted?.received ?? []).reduce((sum, line) => sum + line.received, 0);
    const minutes = billableMinutes(billableSeconds);
    // Asked again (after a crash) for the same shipment, Billing answers the minutes it granted the first time.
    const free = minutes > 0 ? await this.bus.execute(new UseFreeReceivingTime(sellerId, minutes, shipmentId)) : null;
    const costs = inboundCosts({ billableSeconds, freeSeconds: (free?.freeMinutes ?? 0) * 60, stickerCount });
    await unlessAlreadyDone(this.bus.execute(new RecordInboundCosts(shipmentId, costs)), MOVED_ON);
  }

  /** Charges the wallet for a payment intent and records the result on the shipment. */
  private async pay(event: StoredEvent): Promise<void> {
    const { shipmentId, sellerId, number } = await this.shipment(event);
    const { amountCents, documentId } = event.data as Data<'InboundPaymentRequested'>;
    if (amountCents === 0) {
      await unlessAlreadyDone(this.bus.execute(new MarkInboundPaid(shipmentId, 0)), MOVED_ON);
      return;
    }
    let accepted = false;
    try {
      const spending = {
        purpose: 'INBOUND_SHIPMENT' as const,
        amountCents,
        documentId,
        notes: null,
        reference: { kind: 'INBOUND_SHIPMENT' as const, number },
      };
      accepted = (await this.bus.execute(new SpendFromWallet(sellerId, spending))).accepted;
    } catch (err) {
      if (!isBlockedRefusal(err)) throw err;
      await unlessAlreadyDone(this.bus.execute(new MarkInboundPaymentFailed(shipmentId, 'ACCOUNT_BLOCKED')), MOVED_ON);
      return;
    }
    const result = accepted ? new MarkInboundPaid(shipmentId, amountCents) : new MarkInboundPaymentFailed(shipmentId, 'INSUFFICIENT_FUNDS');
    await unlessAlreadyDone(this.bus.execute(result), MOVED_ON);
  }

  /** After a top-up: asks again for the charge of every PAYMENT_FAILED shipment of the seller, oldest first. */
  private async retryUnpaid(sellerId: string): Promise<void> {
    const unpaid = await (this.db as Kysely<SagaTables>)
      .selectFrom('saga_inbound_unpaid')
      .select('shipment_id')
      .where('seller_id', '=', sellerId)
      .orderBy('failed_at')
      .orderBy('shipment_id')
      .execute();
    for (const { shipment_id } of unpaid) await unlessAlreadyDone(this.bus.execute(new RequestInboundPayment(shipment_id, true)), MOVED_ON);
  }

  private async shipment(event: StoredEvent) {
    const history = await this.store.readStream(event.streamId);
    const created = history.find((e) => e.type === 'InboundDraftCreated')?.data as Data<'InboundDraftCreated'> | undefined;
    // A stream without its first event cannot be acted on: left in saga_dead_letters, never retried forever.
    if (!created) throw new DomainError(ErrorCode.NOT_FOUND, { streamId: event.streamId });
    return { shipmentId: created.shipmentId, sellerId: created.sellerId, number: created.number, history };
  }
}
