// Replaces an endpoint's signing secret; deliveries from now on are signed with the new one (the answer carries it, and
// the position: reads with X-Min-Position, the dispatcher's included once its read model is there, see the new one).
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { webhookStream } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { SecretSealer } from '../../crypto/secret-sealer';
import { executeCommand } from '../../event-sourcing/execute-command';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { webhookDecider } from '../domain/webhook-endpoint';
import type { WebhookOwner } from './create-webhook';
import { newWebhookSecret } from './webhook-secret';

type RotatedSecret = { secret: string; position: string };

export class RotateWebhookSecret extends Command<RotatedSecret> {
  constructor(
    readonly actor: WebhookOwner,
    readonly webhookId: string,
  ) {
    super();
  }
}

@CommandHandler(RotateWebhookSecret)
export class RotateWebhookSecretHandler implements ICommandHandler<RotateWebhookSecret, RotatedSecret> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly sealer: SecretSealer,
  ) {}

  async execute({ actor, webhookId }: RotateWebhookSecret): Promise<RotatedSecret> {
    const secret = newWebhookSecret();
    const outcome = await executeCommand(this.deps, webhookStream(webhookId), webhookDecider, {
      type: 'RotateSecret',
      actor,
      secret: this.sealer.sealText(secret),
      at: this.clock.now(),
    });
    return { secret, position: outcome.position ?? '' };
  }
}
