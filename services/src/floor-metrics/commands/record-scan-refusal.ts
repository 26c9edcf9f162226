// Records a refused scan as ScanRefused on the staff member's stream of the day.
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ScanRefusalKind } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { executeCommand } from '../../event-sourcing/execute-command';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { scanRefusalsDecider, scansStream } from '../domain/scan-refusals';

export class RecordScanRefusal extends Command<void> {
  constructor(
    readonly staffId: string,
    readonly kind: ScanRefusalKind,
    readonly code: string,
  ) {
    super();
  }
}

@CommandHandler(RecordScanRefusal)
export class RecordScanRefusalHandler implements ICommandHandler<RecordScanRefusal, void> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ staffId, kind, code }: RecordScanRefusal): Promise<void> {
    const at = this.clock.now();
    await executeCommand(this.deps, scansStream(staffId, at), scanRefusalsDecider, { staffId, kind, code, at });
  }
}
