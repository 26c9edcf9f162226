// A seller turns auto-fulfillment on (with the options each ready order starts with) or off. Stream order-settings-<seller>.
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AutoFulfillmentBody, CommandResult } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { executeCommand } from '../../event-sourcing/execute-command';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { orderSettingsDecider, orderSettingsStream } from '../domain/order-settings';
import { OwnFiles } from '../services/own-files';

export class SetAutoFulfillment extends Command<CommandResult> {
  constructor(
    readonly sellerId: string,
    readonly body: AutoFulfillmentBody,
  ) {
    super();
  }
}

@CommandHandler(SetAutoFulfillment)
export class SetAutoFulfillmentHandler implements ICommandHandler<SetAutoFulfillment, CommandResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly files: OwnFiles,
  ) {}

  async execute({ sellerId, body }: SetAutoFulfillment): Promise<CommandResult> {
    if (body.options) await this.files.check(sellerId, body.options, 'options.');
    const command = { type: 'SetAutoFulfillment' as const, enabled: body.enabled, options: body.options, at: this.clock.now() };
    const outcome = await executeCommand(this.deps, orderSettingsStream(sellerId), orderSettingsDecider, command);
    return { id: sellerId, position: outcome.position ?? '' };
  }
}
