// Disables an endpoint: by its owner (MANUAL), or by the dispatcher after persistent failure (FAILING). Nothing is sent while it is disabled; its pending deliveries wait.
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { webhookStream, type CommandResult, type WebhookDisabledReason } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { executeCommand } from '../../event-sourcing/execute-command';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { webhookDecider, type WebhookActor } from '../domain/webhook-endpoint';

export class DisableWebhook extends Command<CommandResult> {
  constructor(
    readonly actor: WebhookActor,
    readonly webhookId: string,
    readonly reason: WebhookDisabledReason = 'MANUAL',
    /** FAILING: the last attempt's `HTTP <code>` or error, for the owner's mail. */
    readonly lastFailure?: string,
  ) {
    super();
  }
}

@CommandHandler(DisableWebhook)
export class DisableWebhookHandler implements ICommandHandler<DisableWebhook, CommandResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ actor, webhookId, reason, lastFailure }: DisableWebhook): Promise<CommandResult> {
    const outcome = await executeCommand(this.deps, webhookStream(webhookId), webhookDecider, {
      type: 'Disable',
      actor,
      reason,
      lastFailure,
      at: this.clock.now(),
    });
    return { id: webhookId, position: outcome.position ?? '' };
  }
}
