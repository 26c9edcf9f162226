// A new manifest of packed orders whose label is from the carrier: the orders are put on it first (each refuses a
// second manifest), then the manifest is recorded with its number.
import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Clock } from '@ledgerhouse/infra';
import { executeCommand } from '../../event-sourcing/execute-command';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { manifestDecider, manifestStream } from '../domain/manifest';
import { ManifestNumbers } from '../services/manifest-numbers';
import { latest, ManifestOrders } from '../services/manifest-orders';

export type ManifestCommandResult = { id: string; number: string; position: string };

export class CreateManifest extends Command<ManifestCommandResult> {
  constructor(
    readonly carrier: string,
    readonly orderIds: readonly string[],
  ) {
    super();
  }
}

@CommandHandler(CreateManifest)
export class CreateManifestHandler implements ICommandHandler<CreateManifest, ManifestCommandResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly numbers: ManifestNumbers,
    private readonly orders: ManifestOrders,
  ) {}

  async execute({ carrier, orderIds }: CreateManifest): Promise<ManifestCommandResult> {
    const ids = [...new Set(orderIds)];
    const manifestId = randomUUID();
    const stale = await this.orders.assertEligible(ids, carrier, manifestId);
    const claimed = await this.orders.claim(ids, manifestId, carrier, stale);
    const number = await this.numbers.take(manifestId);
    const command = { type: 'CreateManifest' as const, manifestId, number, carrier, orderIds: ids, at: this.clock.now() };
    const outcome = await executeCommand(this.deps, manifestStream(manifestId), manifestDecider, command);
    return { id: manifestId, number, position: latest(claimed, outcome) ?? '' };
  }
}
