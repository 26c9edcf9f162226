// Changes an endpoint's URL, description or event types (each checked as at creation).
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { webhookStream, type CommandResult, type UpdateWebhookBody } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { executeCommand } from '../../event-sourcing/execute-command';
import { loadState } from '../../event-sourcing/load-state';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { mayManage, webhookDecider } from '../domain/webhook-endpoint';
import type { WebhookOwner } from './create-webhook';
import { WebhookSettingsCheck } from './webhook-settings-check';

export class UpdateWebhook extends Command<CommandResult> {
  constructor(
    readonly actor: WebhookOwner,
    readonly webhookId: string,
    readonly body: UpdateWebhookBody,
  ) {
    super();
  }
}

@CommandHandler(UpdateWebhook)
export class UpdateWebhookHandler implements ICommandHandler<UpdateWebhook, CommandResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly check: WebhookSettingsCheck,
  ) {}

  async execute({ actor, webhookId, body }: UpdateWebhook): Promise<CommandResult> {
    // Another owner's endpoint answers WEBHOOK_NOT_FOUND before its URL is looked at.
    const state = await loadState(this.deps.store, webhookStream(webhookId), webhookDecider);
    const settings = { ...body };
    if (state.status !== null && mayManage(actor, state)) {
      if (body.eventTypes) settings.eventTypes = this.check.eventTypes(body.eventTypes);
      if (body.url) await this.check.url(body.url);
    }
    const outcome = await executeCommand(this.deps, webhookStream(webhookId), webhookDecider, {
      type: 'Update',
      actor,
      ...settings,
      at: this.clock.now(),
    });
    return { id: webhookId, position: outcome.position ?? '' };
  }
}
