// A seller starts fulfillment of several orders with the same options; each starts or is refused on its own (the
// answer lists which, with the code and message in the caller's language).
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { translateError, type BulkStartFulfillmentResult, type FulfillmentOptions } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { DomainError } from '../../errors/domain-error';
import { currentRequestContext } from '../../event-sourcing/request-context';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { OwnFiles } from '../services/own-files';
import { runOrderCommand } from '../services/run-order-command';

export class StartFulfillments extends Command<BulkStartFulfillmentResult> {
  constructor(
    readonly sellerId: string,
    readonly orderIds: readonly string[],
    readonly options: FulfillmentOptions,
  ) {
    super();
  }
}

@CommandHandler(StartFulfillments)
export class StartFulfillmentsHandler implements ICommandHandler<StartFulfillments, BulkStartFulfillmentResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly files: OwnFiles,
  ) {}

  async execute({ sellerId, orderIds, options }: StartFulfillments): Promise<BulkStartFulfillmentResult> {
    // The options are the same for every order: a file that is not the seller's refuses the whole request.
    await this.files.check(sellerId, options, 'options.');
    const locale = currentRequestContext()?.locale ?? 'en-US';
    const results: BulkStartFulfillmentResult['results'] = [];
    let position = '';
    for (const orderId of new Set(orderIds)) {
      try {
        const command = { type: 'StartFulfillment' as const, sellerId, options, automatic: false, at: this.clock.now() };
        const outcome = await runOrderCommand(this.deps, orderId, command);
        if (outcome.position) position = outcome.position;
        results.push({ orderId, ok: true, code: null, message: null });
      } catch (err) {
        if (!(err instanceof DomainError)) throw err;
        results.push({ orderId, ok: false, code: err.code, message: translateError(err.code, locale, err.params) });
      }
    }
    const started = results.filter((r) => r.ok).length;
    return { results, started, refused: results.length - started, position };
  }
}
