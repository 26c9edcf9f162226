// Deletes an endpoint: nothing more is sent to it, its log is no longer shown, and its place is free for another.
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { webhookStream, type CommandResult } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { executeCommand } from '../../event-sourcing/execute-command';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { webhookDecider, type WebhookActor } from '../domain/webhook-endpoint';
import { releaseWebhookSlot } from '../domain/webhook-slots';

export class DeleteWebhook extends Command<CommandResult> {
  constructor(
    readonly actor: WebhookActor,
    readonly webhookId: string,
  ) {
    super();
  }
}

@CommandHandler(DeleteWebhook)
export class DeleteWebhookHandler implements ICommandHandler<DeleteWebhook, CommandResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ actor, webhookId }: DeleteWebhook): Promise<CommandResult> {
    const outcome = await executeCommand(this.deps, webhookStream(webhookId), webhookDecider, {
      type: 'Delete',
      actor,
      at: this.clock.now(),
    });
    const { ownerId, scope } = outcome.state;
    // The endpoint is deleted whatever happens next: a release that fails or dies here leaves the place to the claim's
    // orphan rule (its owner stream ended), taken back by a later create after the grace period.
    if (ownerId && scope)
      await releaseWebhookSlot(this.deps, scope === 'SELLER' ? { scope, userId: ownerId } : { scope: 'WAREHOUSE' }, webhookId).catch(
        () => undefined,
      );
    return { id: webhookId, position: outcome.position ?? '' };
  }
}
