// An order holds `quantity` units of a product: its reservation on the product's inventory stream is set to that
// (an edited order's is re-set). Keyed by the order: asked again for what it holds, it records nothing. When the
// units are not there it records nothing and answers how many the order could have had.
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ErrorCode } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { DomainError } from '../../errors/domain-error';
import { executeCommand } from '../../event-sourcing/execute-command';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { inventoryDecider, inventoryStream } from '../domain/inventory';
import { ReserveStock, type ReserveStockResult } from './reserve-stock.command';

@CommandHandler(ReserveStock)
export class ReserveStockHandler implements ICommandHandler<ReserveStock, ReserveStockResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ productId, orderId, quantity }: ReserveStock): Promise<ReserveStockResult> {
    if (quantity <= 0) throw new DomainError(ErrorCode.INVALID_QUANTITY);
    const command = { type: 'SetReservation' as const, documentId: orderId, quantity, at: this.clock.now() };
    try {
      await executeCommand(this.deps, inventoryStream(productId), inventoryDecider, command);
      return { ok: true };
    } catch (err) {
      if (err instanceof DomainError && err.code === ErrorCode.INSUFFICIENT_STOCK)
        return { ok: false, available: Number(err.params.available ?? 0) };
      throw err;
    }
  }
}
