import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { orderResultOf, runOrderCommand } from '../services/run-order-command';
import { RecordRegistration } from './record-registration.command';

@CommandHandler(RecordRegistration)
export class RecordRegistrationHandler implements ICommandHandler<RecordRegistration, CommandResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ orderId, registration, message }: RecordRegistration): Promise<CommandResult> {
    const command = { type: 'RecordRegistration' as const, registration, message, at: this.clock.now() };
    return orderResultOf(orderId, await runOrderCommand(this.deps, orderId, command));
  }
}
