// An order handed to the warehouse (FulfillmentStarted) gets its label, its bill and its charge, one step per event,
// each step re-reading the order so a replayed event does nothing twice:
//   own label → AttachLabel; BUY → RequestLabelPurchase (the intent, keyed by order and attempt) → quote → the quoted
//   bill charged first (SpendFromWallet ORDER_FULFILLMENT, idempotent per order and attempt; refused → RecordLabelFailure
//   and nothing bought) → the carrier sells the label under that key (a restart re-asks with the same key: no second
//   label) → AttachLabel, or RecordLabelFailure 'Failed to purchase label' (LabelPurchaseFailed refunds the charge);
//   LabelAttached → RecordCosts (fulfillmentCosts) → RequestPayment → the final bill settled against what was taken
//   (FulfillmentCharge) → RecordPayment PAID / PAYMENT_FAILED.
// A PAYMENT_FAILED order is charged again after the seller's next top-up, oldest first (saga_order_unpaid).
// OrderReserved with auto-fulfillment on starts fulfillment with the saved options. A canceled shipment (or order)
// voids the label the warehouse bought and refunds what the wallet paid.
import { Inject, Injectable } from '@nestjs/common';
import type { Kysely, Transaction } from 'kysely';
import { ErrorCode, type OrderEvent } from '@ledgerhouse/contracts';
import type { Clock, EventStore, StoredEvent } from '@ledgerhouse/infra';
import { DomainError } from '../../errors/domain-error';
import { foldEvents } from '../../event-sourcing/load-state';
import { orderDecider, type OrderCommand, type OrderState } from '../domain/order';
import { orderSettingsDecider, orderSettingsStream } from '../domain/order-settings';
import { runOrderCommand } from '../services/run-order-command';
import { CLOCK, COMMAND_DEPS, EVENT_STORE, READ_DB, type CommandDeps } from '../../persistence/tokens';
import { askedForPayment, attemptAt, costsOf, isOpenAttempt, labelOf, labelRequestId } from './fulfillment/fulfillment-attempt';
import { FulfillmentCharge } from './fulfillment/fulfillment-charge';
import { OrderLabelQuote, type LabelQuote } from './fulfillment/order-label-quote';
import {
  LABEL_PRICE_IMPLAUSIBLE_REASON,
  LABEL_PURCHASE_FAILED_REASON,
  LABEL_UNPAID_REASON,
  LabelPurchase,
  LabelPurchaseRefused,
} from './fulfillment/label-purchase';
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
    'LabelPurchaseFailed',
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
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(READ_DB) private readonly db: Kysely<unknown>,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly labels: LabelPurchase,
    private readonly quotes: OrderLabelQuote,
    private readonly charge: FulfillmentCharge,
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
        return open && pending ? this.buyLabel(requestId, attemptAt(history, event.version)!.startedVersion, state, step) : undefined;
      }
      case 'LabelPurchaseFailed': {
        // Nothing was bought: whatever the label's charge took goes back (nothing, when it was refused).
        const attempt = attemptAt(history, event.version);
        return attempt ? this.charge.refund(state, attempt.startedVersion) : undefined;
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

  /** The purchase the intent asked for, paid first; a canceled shipment that raced it gets its label voided at once. */
  private async buyLabel(requestId: string, startedVersion: number, state: OrderState, step: SagaStep): Promise<void> {
    if (state.options!.label.kind !== 'BUY') return;
    const fail = (reason: string) => this.run(state, { type: 'RecordLabelFailure', requestId, reason, at: this.now() }, step);
    let quote: LabelQuote;
    try {
      quote = await this.quotes.quote(state, requestId);
    } catch (err) {
      if (err instanceof LabelPurchaseRefused) return void (await fail(LABEL_PURCHASE_FAILED_REASON));
      if (err instanceof DomainError && err.code === ErrorCode.LABEL_PRICE_IMPLAUSIBLE)
        return void (await fail(LABEL_PRICE_IMPLAUSIBLE_REASON));
      throw err;
    }
    const paid = await this.charge.prepay(state, startedVersion, quote.costs.totalCents);
    if (!paid.ok) return void (await fail(LABEL_UNPAID_REASON));
    let label;
    try {
      label = await this.labels.buy(quote.request, { rate: quote.rate, maxPriceCents: quote.rate.priceCents });
    } catch (err) {
      if (!(err instanceof LabelPurchaseRefused)) throw err;
      // LabelPurchaseFailed then refunds the charge (its own step, so a crash here loses no refund).
      return void (await fail(LABEL_PURCHASE_FAILED_REASON));
    }
    const attached = await this.run(state, { type: 'AttachLabel', label, at: this.now() }, step);
    // The order moved on (canceled) meanwhile: void the label; the cancellation's step refunds the charge.
    if (attached === undefined && label.carrierLabelId) await this.labels.void(label.carrierLabelId);
  }

  /** Takes the attempt's final bill (what was charged before the label counts) and records the outcome on the order. */
  private async pay(event: StoredEvent, history: OrderHistory, state: OrderState, step: SagaStep): Promise<void> {
    const attempt = attemptAt(history, event.version)!;
    const result = await this.charge.settle(state, attempt.startedVersion, state.costs!.totalCents);
    await this.run(state, { type: 'RecordPayment', result, at: this.now() }, step);
  }

  /** A fulfillment ended before shipping: void the label the warehouse bought, refund what the wallet took. */
  private async undo(event: StoredEvent, history: OrderHistory, state: OrderState): Promise<void> {
    const attempt = attemptAt(history, event.version);
    if (!attempt) return;
    const label = labelOf(attempt);
    if (label?.carrierLabelId) await this.labels.void(label.carrierLabelId);
    if (askedForPayment(attempt)) await this.charge.refund(state, attempt.startedVersion);
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
