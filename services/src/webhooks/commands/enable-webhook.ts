// Enables a disabled endpoint again: its pending deliveries go out on the dispatcher's next pass.
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { webhookStream, type CommandResult } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { executeCommand } from '../../event-sourcing/execute-command';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { webhookDecider, type WebhookActor } from '../domain/webhook-endpoint';

export class EnableWebhook extends Command<CommandResult> {
  constructor(
    readonly actor: WebhookActor,
    readonly webhookId: string,
  ) {
    super();
  }
}

@CommandHandler(EnableWebhook)
export class EnableWebhookHandler implements ICommandHandler<EnableWebhook, CommandResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ actor, webhookId }: EnableWebhook): Promise<CommandResult> {
    const outcome = await executeCommand(this.deps, webhookStream(webhookId), webhookDecider, {
      type: 'Enable',
      actor,
      at: this.clock.now(),
    });
    return { id: webhookId, position: outcome.position ?? '' };
  }
}
