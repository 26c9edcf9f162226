// Subscribes a URL to public event types for a seller (their own events) or for the warehouse (staff: every seller's).
// At most MAX_WEBHOOK_ENDPOINTS per seller, and as many for the warehouse; the answer carries the signing secret.
import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import { DEFAULT_LOCALE, ErrorCode, MAX_WEBHOOK_ENDPOINTS, webhookStream, type CreateWebhookBody } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import type { ReadModelDatabase } from '@ledgerhouse/projections';
import { SecretSealer } from '../../crypto/secret-sealer';
import { DomainError } from '../../errors/domain-error';
import { executeCommand } from '../../event-sourcing/execute-command';
import { currentRequestContext } from '../../event-sourcing/request-context';
import { CLOCK, COMMAND_DEPS, READ_DB, type CommandDeps } from '../../persistence/tokens';
import { webhookDecider, type WebhookActor } from '../domain/webhook-endpoint';
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
    @Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>,
    private readonly sealer: SecretSealer,
    private readonly check: WebhookSettingsCheck,
  ) {}

  async execute({ actor, body }: CreateWebhook) {
    const eventTypes = this.check.eventTypes(body.eventTypes);
    await this.check.url(body.url);
    await this.mustHaveRoom(actor);
    const webhookId = randomUUID();
    const secret = newWebhookSecret();
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
  }

  /** Counted on the read model: two creations racing may pass together, a bound rather than an invariant. */
  private async mustHaveRoom(actor: WebhookOwner): Promise<void> {
    let query = this.db
      .selectFrom('webhook_endpoints')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('scope', '=', actor.scope);
    if (actor.scope === 'SELLER') query = query.where('owner_id', '=', actor.userId);
    const { n } = await query.executeTakeFirstOrThrow();
    if (Number(n) >= MAX_WEBHOOK_ENDPOINTS) throw new DomainError(ErrorCode.WEBHOOK_LIMIT_REACHED, { max: MAX_WEBHOOK_ENDPOINTS });
  }
}
