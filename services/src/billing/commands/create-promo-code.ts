// Staff create a promo code; its code is claimed first so two promo codes never share one.
import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult, CreatePromoCodeBody } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { executeCommand } from '../../event-sourcing/execute-command';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { promoClaimDecider, promoClaimStream, promoCodeDecider, promoCodeStream } from '../domain/promo-code';

export class CreatePromoCode extends Command<CommandResult> {
  constructor(readonly body: CreatePromoCodeBody) {
    super();
  }
}

@CommandHandler(CreatePromoCode)
export class CreatePromoCodeHandler implements ICommandHandler<CreatePromoCode, CommandResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ body }: CreatePromoCode): Promise<CommandResult> {
    const at = this.clock.now();
    const promoCodeId = randomUUID();
    await executeCommand(this.deps, promoClaimStream(body.code), promoClaimDecider, { promoCodeId });
    const outcome = await executeCommand(this.deps, promoCodeStream(promoCodeId), promoCodeDecider, {
      type: 'Create',
      promoCodeId,
      terms: body,
      at,
    });
    return { id: promoCodeId, position: outcome.position ?? '' };
  }
}
