// An order handed to the warehouse (FulfillmentStarted) gets its label, its bill and its charge, one step per event,
// each step re-reading the order so a replayed event does nothing twice:
//   own label → AttachLabel; BUY → RequestLabelPurchase (the intent, keyed by order and attempt) → the carrier sells
//   the label under that key (a restart re-asks with the same key: no second label) → AttachLabel, or
//   RecordLabelFailure 'Failed to purchase label'; LabelAttached → RecordCosts (fulfillmentCosts) → RequestPayment →
//   SpendFromWallet ORDER_FULFILLMENT (idempotent per order and attempt) → RecordPayment PAID / PAYMENT_FAILED.
// A PAYMENT_FAILED order is charged again after the seller's next top-up, oldest first (saga_order_unpaid).
// OrderReserved with auto-fulfillment on starts fulfillment with the saved options. A canceled shipment (or order)
// voids the label the warehouse bought and refunds what the wallet paid.
import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Kysely, Transaction } from 'kysely';
import { ErrorCode, type OrderEvent } from '@ledgerhouse/contracts';
import type { Clock, EventStore, StoredEvent } from '@ledgerhouse/infra';
import { RefundSpending } from '../../billing/commands/refund-spending.command';
import { isBlockedRefusal, SpendFromWallet } from '../../billing/commands/spend-from-wallet.command';
import { DomainError } from '../../errors/domain-error';
import { foldEvents } from '../../event-sourcing/load-state';
import { orderDecider, type OrderCommand, type OrderState } from '../domain/order';
import { orderSettingsDecider, orderSettingsStream } from '../domain/order-settings';
import { runOrderCommand } from '../services/run-order-command';
import { CLOCK, COMMAND_DEPS, EVENT_STORE, READ_DB, type CommandDeps } from '../../persistence/tokens';
import {
  askedForPayment,
  attemptAt,
  costsOf,
  isOpenAttempt,
  labelOf,
  labelRequestId,
  paymentDocumentId,
} from './fulfillment/fulfillment-attempt';
import { parcelOf } from './fulfillment/parcel';
import { ProductShippingFactsReader } from './fulfillment/product-measures';
import { LABEL_PURCHASE_FAILED_REASON, LabelPurchase, LabelPurchaseRefused } from './fulfillment/label-purchase';
import { unlessAlreadyDone, type Saga, type SagaStep } from '../../sagas/saga';
import type { SagaTables } from '../../sagas/saga-tables';

type Data<T extends OrderEvent['type']> = Extract<OrderEvent, { type: T }>['data'];
type OrderHistory = StoredEvent[];

/** The order moved on meanwhile (canceled, shipment canceled, packed): nothing left to do for this step. */
const MOVED_ON = [ErrorCode.ORDER_STATUS_CONFLICT, ErrorCode.ORDER_CANCEL_AFTER_PACKING];

@Injectable()
export class OrderFulfillmentSaga implements Saga {
  readonly name = 'order-fulfillment';
  readonly handles = [
    'OrderReserved',
    'FulfillmentStarted',
    'LabelPurchaseRequested',
    'LabelAttached',
    'FulfillmentCostsCalculated',
    'FulfillmentPaymentRequested',
    'FulfillmentPaymentFailed',
    'FulfillmentPaid',
    'ShipmentCanceled',
    'OrderCanceled',
    'WalletToppedUp',
  ];

  constructor(
    private readonly bus: CommandBus,
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_DB) private readonly db: Kysely<unknown>,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly labels: LabelPurchase,
    private readonly products: ProductShippingFactsReader,
  ) {}

  async react(event: StoredEvent, step: SagaStep): Promise<unknown> {
    if (event.type === 'WalletToppedUp') return this.retryUnpaid(event.streamId.replace(/^wallet-/, ''), step);
    if (!event.streamId.startsWith('order-')) return undefined;
    const history = await this.store.readStream(event.streamId);
    const state = foldEvents(orderDecider, history);
    // A stream without its first event cannot be acted on: left in saga_dead_letters, never retried forever.
    if (!state.orderId || !state.sellerId) throw new DomainError(ErrorCode.NOT_FOUND, { streamId: event.streamId });
    const open = isOpenAttempt(history, event.version) && state.facets.status === 'PROCESSING';
    switch (event.type) {
      case 'OrderReserved':
        return this.autoStart(event, history, state, step);
      case 'FulfillmentStarted':
        return open && !state.label && !state.labelRequestId ? this.startLabel(event, state, step) : undefined;
      case 'LabelPurchaseRequested': {
        const { requestId } = event.data as Data<'LabelPurchaseRequested'>;
        const pending = state.labelRequestId === requestId && !state.label && state.labelFailedRequestId !== requestId;
        return open && pending ? this.buyLabel(requestId, state, step) : undefined;
      }
      case 'LabelAttached':
        return open && state.label && !state.costs
          ? this.run(state, { type: 'RecordCosts', costs: costsOf(state), at: this.now() }, step)
          : undefined;
      case 'FulfillmentCostsCalculated':
        return open && state.costs && state.facets.payment === null
          ? this.run(state, { type: 'RequestPayment', at: this.now() }, step)
          : undefined;
      case 'FulfillmentPaymentRequested': {
        const { attempt } = event.data as Data<'FulfillmentPaymentRequested'>;
        return open && state.facets.payment === 'PAYMENT_PENDING' && state.paymentAttempts === attempt
          ? this.pay(event, history, state, step)
          : undefined;
      }
      case 'FulfillmentPaymentFailed':
        return state.sellerId;
      case 'ShipmentCanceled':
      case 'OrderCanceled':
        return this.undo(event, history, state);
      default:
        return undefined;
    }
  }

  async record(trx: Transaction<SagaTables>, event: StoredEvent, reacted: unknown): Promise<void> {
    const orderId = event.streamId.replace(/^order-/, '');
    if (event.type === 'FulfillmentPaymentFailed' && typeof reacted === 'string')
      await trx
        .insertInto('saga_order_unpaid')
        .values({ order_id: orderId, seller_id: reacted, failed_position: event.position, failed_at: event.recordedAt })
        .onConflict((oc) => oc.column('order_id').doNothing())
        .execute();
    if (['FulfillmentPaid', 'ShipmentCanceled', 'OrderCanceled'].includes(event.type))
      await trx.deleteFrom('saga_order_unpaid').where('order_id', '=', orderId).execute();
  }

  /** Auto-fulfillment: an order that just became ready starts with the seller's saved options, once. */
  private async autoStart(event: StoredEvent, history: OrderHistory, state: OrderState, step: SagaStep): Promise<void> {
    const stillReady =
      state.facets.status === 'READY_FOR_FULFILLMENT' && !history.some((e) => e.version > event.version && e.type !== 'OrderCommentAdded');
    if (!stillReady) return;
    const settings = foldEvents(orderSettingsDecider, await this.store.readStream(orderSettingsStream(state.sellerId!)));
    if (!settings.enabled || !settings.options) return;
    await this.run(
      state,
      { type: 'StartFulfillment', sellerId: state.sellerId!, options: settings.options, automatic: true, at: this.now() },
      step,
    );
  }

  private async startLabel(event: StoredEvent, state: OrderState, step: SagaStep): Promise<void> {
    const label = state.options!.label;
    if (label.kind === 'OWN') {
      const own = {
        carrier: label.courier,
        service: '',
        trackingNumber: label.trackingNumber,
        fileId: label.labelFileId,
        costCents: 0,
        carrierLabelId: null,
        estimatedDays: null,
      };
      await this.run(state, { type: 'AttachLabel', label: own, at: this.now() }, step);
      return;
    }
    await this.run(state, { type: 'RequestLabelPurchase', requestId: labelRequestId(state.orderId!, event.version), at: this.now() }, step);
  }

  /** The purchase the intent asked for; a canceled shipment that raced it gets its label voided at once. */
  private async buyLabel(requestId: string, state: OrderState, step: SagaStep): Promise<void> {
    const options = state.options!;
    if (options.label.kind !== 'BUY') return;
    const products = await this.products.of(state.lines.map((l) => l.productId));
    const goodsValueCents = state.lines.reduce((sum, l) => sum + l.quantity * l.priceCents, 0);
    let label;
    try {
      label = await this.labels.buy({
        from: this.labels.warehouse(),
        to: { name: state.buyer?.fullName ?? '', phone: state.buyer?.phone ?? null, address: state.address! },
        parcel: parcelOf(state.lines, products),
        ...(options.insurance ? { insuranceCents: goodsValueCents } : {}),
        priority: options.label.priority,
        idempotencyKey: requestId,
        reference: state.number ?? state.orderId!,
        noteOnLabel: options.noteOnLabel,
        ownerId: state.sellerId!,
      });
    } catch (err) {
      if (!(err instanceof LabelPurchaseRefused)) throw err;
      await this.run(state, { type: 'RecordLabelFailure', requestId, reason: LABEL_PURCHASE_FAILED_REASON, at: this.now() }, step);
      return;
    }
    const attached = await this.run(state, { type: 'AttachLabel', label, at: this.now() }, step);
    if (attached === undefined && label.carrierLabelId) await this.labels.void(label.carrierLabelId);
  }

  /** Charges the wallet for the attempt's bill and records the outcome on the order. */
  private async pay(event: StoredEvent, history: OrderHistory, state: OrderState, step: SagaStep): Promise<void> {
    const amountCents = state.costs!.totalCents;
    if (amountCents === 0) {
      await this.run(state, { type: 'RecordPayment', result: { ok: true, amountCents: 0 }, at: this.now() }, step);
      return;
    }
    const attempt = attemptAt(history, event.version)!;
    let accepted = false;
    try {
      const spending = {
        purpose: 'ORDER_FULFILLMENT' as const,
        amountCents,
        documentId: paymentDocumentId(state.orderId!, attempt.startedVersion),
        notes: null,
        reference: { kind: 'ORDER_FULFILLMENT' as const, number: state.number ?? state.orderId! },
      };
      accepted = (await this.bus.execute(new SpendFromWallet(state.sellerId!, spending))).accepted;
    } catch (err) {
      if (!isBlockedRefusal(err)) throw err;
      await this.run(state, { type: 'RecordPayment', result: { ok: false, reason: 'ACCOUNT_BLOCKED' }, at: this.now() }, step);
      return;
    }
    const result = accepted ? { ok: true as const, amountCents } : { ok: false as const, reason: 'INSUFFICIENT_FUNDS' };
    await this.run(state, { type: 'RecordPayment', result, at: this.now() }, step);
  }

  /** A fulfillment ended before shipping: void the label the warehouse bought, refund what the wallet took. */
  private async undo(event: StoredEvent, history: OrderHistory, state: OrderState): Promise<void> {
    const attempt = attemptAt(history, event.version);
    if (!attempt) return;
    const label = labelOf(attempt);
    if (label?.carrierLabelId) await this.labels.void(label.carrierLabelId);
    if (askedForPayment(attempt))
      await this.bus.execute(
        new RefundSpending(state.sellerId!, 'ORDER_FULFILLMENT', paymentDocumentId(state.orderId!, attempt.startedVersion)),
      );
  }

  /** After a top-up: asks again for the charge of every PAYMENT_FAILED order of the seller, oldest first. */
  private async retryUnpaid(sellerId: string, step: SagaStep): Promise<void> {
    const unpaid = await (this.db as Kysely<SagaTables>)
      .selectFrom('saga_order_unpaid')
      .select('order_id')
      .where('seller_id', '=', sellerId)
      .orderBy('failed_at')
      .orderBy('order_id')
      .execute();
    for (const { order_id } of unpaid)
      await unlessAlreadyDone(
        runOrderCommand(this.deps, order_id, { type: 'RequestPayment', at: this.now() }, { causationId: step.key }),
        MOVED_ON,
      );
  }

  /** Runs a step's command on the order; undefined when the order had moved on (nothing appended). */
  private run(state: OrderState, command: OrderCommand, step: SagaStep) {
    return unlessAlreadyDone(runOrderCommand(this.deps, state.orderId!, command, { causationId: step.key }), MOVED_ON);
  }

  private now(): Date {
    return this.clock.now();
  }
}
