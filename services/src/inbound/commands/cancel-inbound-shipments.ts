// A seller cancels several shipments at once; each is canceled or refused on its own (the answer lists which).
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { translateError, type BulkCancelInboundResult } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { DomainError } from '../../errors/domain-error';
import { currentRequestContext } from '../../event-sourcing/request-context';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { runInboundCommand } from '../services/run-inbound-command';

export class CancelInboundShipments extends Command<BulkCancelInboundResult> {
  constructor(
    readonly sellerId: string,
    readonly shipmentIds: readonly string[],
  ) {
    super();
  }
}

@CommandHandler(CancelInboundShipments)
export class CancelInboundShipmentsHandler implements ICommandHandler<CancelInboundShipments, BulkCancelInboundResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ sellerId, shipmentIds }: CancelInboundShipments): Promise<BulkCancelInboundResult> {
    const locale = currentRequestContext()?.locale ?? 'en-US';
    const results: BulkCancelInboundResult['results'] = [];
    let position = '';
    for (const id of new Set(shipmentIds)) {
      try {
        const outcome = await runInboundCommand(this.deps, id, { type: 'Cancel', sellerId, at: this.clock.now() });
        if (outcome.position) position = outcome.position;
        results.push({ id, outcome: 'CANCELED', code: null, message: null });
      } catch (err) {
        if (!(err instanceof DomainError)) throw err;
        results.push({ id, outcome: 'REFUSED', code: err.code, message: translateError(err.code, locale, err.params) });
      }
    }
    const canceled = results.filter((r) => r.outcome === 'CANCELED').length;
    return { results, canceled, refused: results.length - canceled, position };
  }
}
