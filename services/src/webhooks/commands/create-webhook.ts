// Subscribes a URL to public event types for a seller (their own events) or for the warehouse (staff: every seller's).
// At most MAX_WEBHOOK_ENDPOINTS per seller, and as many for the warehouse (places taken in webhook-slots.ts); the
// answer carries the signing secret.
import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DEFAULT_LOCALE, webhookStream, type CreateWebhookBody } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { SecretSealer } from '../../crypto/secret-sealer';
import { executeCommand } from '../../event-sourcing/execute-command';
import { currentRequestContext } from '../../event-sourcing/request-context';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { webhookDecider, type WebhookActor } from '../domain/webhook-endpoint';
import { releaseWebhookSlot, takeWebhookSlot, type SlotOwner } from '../domain/webhook-slots';
import { newWebhookSecret } from './webhook-secret';
import { WebhookSettingsCheck } from './webhook-settings-check';

export type WebhookOwner = Exclude<WebhookActor, { scope: 'SYSTEM' }>;

export class CreateWebhook extends Command<{ id: string; position: string; secret: string }> {
  constructor(
    readonly actor: WebhookOwner,
    readonly body: CreateWebhookBody,
  ) {
    super();
  }
}

@CommandHandler(CreateWebhook)
export class CreateWebhookHandler implements ICommandHandler<CreateWebhook, { id: string; position: string; secret: string }> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly sealer: SecretSealer,
    private readonly check: WebhookSettingsCheck,
  ) {}

  async execute({ actor, body }: CreateWebhook) {
    const eventTypes = this.check.eventTypes(body.eventTypes);
    await this.check.url(body.url);
    const webhookId = randomUUID();
    const owner: SlotOwner = actor.scope === 'SELLER' ? { scope: 'SELLER', userId: actor.userId } : { scope: 'WAREHOUSE' };
    await takeWebhookSlot(this.deps, this.clock, owner, webhookId);
    const secret = newWebhookSecret();
    try {
      const outcome = await executeCommand(this.deps, webhookStream(webhookId), webhookDecider, {
        type: 'Create',
        webhookId,
        actor,
        url: body.url,
        description: body.description,
        eventTypes,
        secret: this.sealer.sealText(secret),
        locale: currentRequestContext()?.locale ?? DEFAULT_LOCALE,
        at: this.clock.now(),
      });
      return { id: webhookId, position: outcome.position ?? '', secret };
    } catch (err) {
      // The endpoint was not written: its place is free again now, not after the grace period.
      await releaseWebhookSlot(this.deps, owner, webhookId).catch(() => undefined);
      throw err;
    }
  }
}
