// A seller hands a ready order to the warehouse with the fulfillment options (spec 3); the files named must be theirs.
// The fulfillment saga takes it from FulfillmentStarted: label, costs, payment. A bought label needs an address the
// verifier accepts (422 ORDER_ADDRESS_UNDELIVERABLE with its problems; a verifier that cannot answer holds nothing
// back), and is paid before it is bought: here the quoted bill is checked against the wallet (after auto top-up, when
// on) so a seller who cannot pay is told at once (402 INSUFFICIENT_BALANCE; 422 LABEL_PRICE_IMPLAUSIBLE for an absurd
// price) and nothing starts. The saga's charge still decides: two starts racing for the same money never both buy.
import { Inject, Logger } from '@nestjs/common';
import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ErrorCode, type CommandResult, type FulfillmentOptions } from '@ledgerhouse/contracts';
import type { AddressVerifier, Clock } from '@ledgerhouse/infra';
import { EnsureFunds } from '../../billing/commands/ensure-funds.command';
import { DomainError } from '../../errors/domain-error';
import { foldEvents } from '../../event-sourcing/load-state';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { ADDRESS_VERIFIER } from '../../shipping/shipping.tokens';
import { orderDecider, orderStream, type OrderState } from '../domain/order';
import { OrderLabelQuote } from '../sagas/fulfillment/order-label-quote';
import { OwnFiles } from '../services/own-files';
import { orderResultOf, runOrderCommand } from '../services/run-order-command';

export class StartFulfillment extends Command<CommandResult> {
  constructor(
    readonly sellerId: string,
    readonly orderId: string,
    readonly options: FulfillmentOptions,
    /** Started by the auto-fulfillment settings rather than the seller's click. */
    readonly automatic = false,
  ) {
    super();
  }
}

@CommandHandler(StartFulfillment)
export class StartFulfillmentHandler implements ICommandHandler<StartFulfillment, CommandResult> {
  private readonly logger = new Logger('StartFulfillment');

  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly files: OwnFiles,
    private readonly quotes: OrderLabelQuote,
    private readonly bus: CommandBus,
    @Inject(ADDRESS_VERIFIER) private readonly verifier: AddressVerifier,
  ) {}

  async execute({ sellerId, orderId, options, automatic }: StartFulfillment): Promise<CommandResult> {
    await this.files.check(sellerId, options);
    if (options.label.kind === 'BUY') await this.checkBoughtLabel(sellerId, orderId, options);
    const outcome = await runOrderCommand(this.deps, orderId, {
      type: 'StartFulfillment',
      sellerId,
      options,
      automatic,
      at: this.clock.now(),
    });
    return orderResultOf(orderId, outcome);
  }

  /**
   * Refuses a bought label for an address the verifier rejects or a start the wallet cannot pay for; the decider answers
   * everything else (another's order, wrong status).
   */
  private async checkBoughtLabel(sellerId: string, orderId: string, options: FulfillmentOptions): Promise<void> {
    const order = foldEvents(orderDecider, await this.deps.store.readStream(orderStream(orderId)));
    if (order.sellerId !== sellerId || order.facets.status !== 'READY_FOR_FULFILLMENT') return;
    await this.checkAddress(order);
    await this.checkFunds(sellerId, order, options);
  }

  private async checkAddress(order: OrderState): Promise<void> {
    const verification = await this.verifier.verify(order.address!).catch((err: unknown) => {
      this.logger.warn({ err, orderId: order.orderId }, 'No address verification before starting fulfillment');
      return null;
    });
    if (verification?.status === 'INVALID')
      throw new DomainError(ErrorCode.ORDER_ADDRESS_UNDELIVERABLE, {}, { problems: verification.problems });
  }

  private async checkFunds(sellerId: string, order: OrderState, options: FulfillmentOptions): Promise<void> {
    const orderId = order.orderId!;
    let totalCents: number;
    try {
      totalCents = (await this.quotes.quote({ ...order, options }, `preview-${orderId}`)).costs.totalCents;
    } catch (err) {
      if (err instanceof DomainError) throw err;
      // No quote now (carrier refusing or away): the saga records the outcome on the order as before.
      this.logger.warn({ err, orderId }, 'No label quote before starting fulfillment');
      return;
    }
    const funds = await this.bus.execute(new EnsureFunds(sellerId, totalCents));
    if (!funds.covered)
      throw new DomainError(ErrorCode.INSUFFICIENT_BALANCE, { requiredCents: totalCents, balanceCents: funds.balanceCents });
  }
}
