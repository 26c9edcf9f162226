// Raises the admin alarm for a statement whose balances differ from the ledger replay (once per month and numbers).
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Clock } from '@ledgerhouse/infra';
import { executeCommand } from '../../event-sourcing/execute-command';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { statementAlarmsDecider, statementAlarmsStream, type Mismatch } from '../domain/statement-alarms';

export class RecordStatementMismatch extends Command<void> {
  constructor(readonly mismatch: Mismatch) {
    super();
  }
}

@CommandHandler(RecordStatementMismatch)
export class RecordStatementMismatchHandler implements ICommandHandler<RecordStatementMismatch, void> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ mismatch }: RecordStatementMismatch): Promise<void> {
    await executeCommand(this.deps, statementAlarmsStream(mismatch.userId), statementAlarmsDecider, {
      type: 'RecordMismatch',
      mismatch,
      at: this.clock.now(),
    });
  }
}
