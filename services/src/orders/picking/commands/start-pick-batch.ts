// Start picking a batch: the chosen orders, or the oldest paid ones waiting (up to the limit). Each order moves
// NOT_PICKED → PICKING (one already PICKING joins as it is); an order that cannot is answered with its code.
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { ErrorCode, type PickBatchResult } from '@ledgerhouse/contracts';
import { comparePositions, type Clock, type GlobalPosition } from '@ledgerhouse/infra';
import type { ReadModelDatabase } from '@ledgerhouse/projections';
import { DomainError } from '../../../errors/domain-error';
import { CLOCK, COMMAND_DEPS, READ_DB, type CommandDeps } from '../../../persistence/tokens';
import { runOrderCommand } from '../../services/run-order-command';

export class StartPickBatch extends Command<PickBatchResult> {
  constructor(
    readonly orderIds: readonly string[] | undefined,
    readonly limit: number,
  ) {
    super();
  }
}

@CommandHandler(StartPickBatch)
export class StartPickBatchHandler implements ICommandHandler<StartPickBatch, PickBatchResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>,
  ) {}

  async execute({ orderIds, limit }: StartPickBatch): Promise<PickBatchResult> {
    const chosen = orderIds ? [...new Set(orderIds)] : await this.oldestReady(limit);
    const started: string[] = [];
    const refused: PickBatchResult['refused'] = [];
    let position: GlobalPosition | null = null;
    for (const orderId of chosen) {
      try {
        const outcome = await runOrderCommand(this.deps, orderId, { type: 'StartPicking', at: this.clock.now() });
        if (outcome.state.facets.pick !== 'PICKING') throw new DomainError(ErrorCode.PICK_ORDER_NOT_READY);
        if (comparePositions(outcome.position, position) > 0) position = outcome.position;
        started.push(orderId);
      } catch (err) {
        if (!(err instanceof DomainError)) throw err;
        const code = err.code === ErrorCode.ORDER_STATUS_CONFLICT ? ErrorCode.PICK_ORDER_NOT_READY : err.code;
        refused.push({ orderId, code });
      }
    }
    if (started.length === 0 && refused.length === 0) throw new DomainError(ErrorCode.PICK_NOTHING_TO_PICK);
    return { orderIds: started, refused, position: position ?? '' };
  }

  private async oldestReady(limit: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('warehouse_orders')
      .select('order_id')
      .where('status', '=', 'PROCESSING')
      .where('payment_status', '=', 'PAID')
      .where('pick_status', 'in', ['NOT_PICKED', 'PICKING'])
      .orderBy('placed_at')
      .orderBy('order_id')
      .limit(limit)
      .execute();
    return rows.map((r) => r.order_id);
  }
}
