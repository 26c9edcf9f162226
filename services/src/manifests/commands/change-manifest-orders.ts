// The manifest's orders from now on, while it is OPEN: new ones must qualify and are put on it, dropped ones taken off.
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ErrorCode } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { DomainError } from '../../errors/domain-error';
import { executeCommand } from '../../event-sourcing/execute-command';
import { loadState } from '../../event-sourcing/load-state';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { manifestDecider, manifestStream } from '../domain/manifest';
import { latest, ManifestOrders } from '../services/manifest-orders';
import type { ManifestCommandResult } from './create-manifest';

export class ChangeManifestOrders extends Command<ManifestCommandResult> {
  constructor(
    readonly manifestId: string,
    readonly orderIds: readonly string[],
  ) {
    super();
  }
}

@CommandHandler(ChangeManifestOrders)
export class ChangeManifestOrdersHandler implements ICommandHandler<ChangeManifestOrders, ManifestCommandResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly orders: ManifestOrders,
  ) {}

  async execute({ manifestId, orderIds }: ChangeManifestOrders): Promise<ManifestCommandResult> {
    const ids = [...new Set(orderIds)];
    const before = await loadState(this.deps.store, manifestStream(manifestId), manifestDecider);
    if (before.status === null) throw new DomainError(ErrorCode.MANIFEST_NOT_FOUND);
    if (before.status === 'CLOSED') throw new DomainError(ErrorCode.MANIFEST_CLOSED);
    const added = ids.filter((id) => !before.orderIds.includes(id));
    const removed = before.orderIds.filter((id) => !ids.includes(id));
    const carrier = before.carrier ?? '';
    const stale = added.length > 0 ? await this.orders.assertEligible(added, carrier, manifestId) : [];
    const claimed = await this.orders.claim(added, manifestId, carrier, stale);
    const outcome = await executeCommand(this.deps, manifestStream(manifestId), manifestDecider, {
      type: 'ChangeManifestOrders',
      orderIds: ids,
      at: this.clock.now(),
    });
    const released = await this.orders.release(removed, manifestId);
    const position = latest(latest(claimed, outcome), { position: released });
    return { id: manifestId, number: before.number ?? '', position: position ?? '' };
  }
}
