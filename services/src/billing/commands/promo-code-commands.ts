// Staff create, edit and deactivate promo codes. A code belongs to one promo code through its claim stream.
import { randomUUID } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandResult, CreatePromoCodeBody, UpdatePromoCodeBody } from '@ledgerhouse/contracts';
import type { Clock } from '@ledgerhouse/infra';
import { executeCommand } from '../../event-sourcing/execute-command';
import { CLOCK, COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { promoClaimDecider, promoClaimStream, promoCodeDecider, promoCodeStream } from '../domain/promo-code';

export type PromoCodeAction = { type: 'Create'; body: CreatePromoCodeBody } | { type: 'Update'; promoCodeId: string; body: UpdatePromoCodeBody } | { type: 'Deactivate'; promoCodeId: string };

export class ChangePromoCode extends Command<CommandResult> {
  constructor(readonly action: PromoCodeAction) {
    super();
  }
}

@CommandHandler(ChangePromoCode)
export class ChangePromoCodeHandler implements ICommandHandler<ChangePromoCode, CommandResult> {
  constructor(
    @Inject(COMMAND_DEPS) private readonly deps: CommandDeps,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ action }: ChangePromoCode): Promise<CommandResult> {
    const at = this.clock.now();
    switch (action.type) {
      case 'Create': {
        const promoCodeId = randomUUID();
        await executeCommand(this.deps, promoClaimStream(action.body.code), promoClaimDecider, { promoCodeId });
        const outcome = await executeCommand(this.deps, promoCodeStream(promoCodeId), promoCodeDecider, { type: 'Create', promoCodeId, terms: action.body, at });
        return { id: promoCodeId, position: outcome.position ?? '' };
      }
      case 'Update': {
        const outcome = await executeCommand(this.deps, promoCodeStream(action.promoCodeId), promoCodeDecider, { type: 'Update', changes: action.body, at });
        return { id: action.promoCodeId, position: outcome.position ?? '' };
      }
      case 'Deactivate': {
        const outcome = await executeCommand(this.deps, promoCodeStream(action.promoCodeId), promoCodeDecider, { type: 'Deactivate', at });
        return { id: action.promoCodeId, position: outcome.position ?? '' };
      }
      default: {
        const unreachable: never = action;
        return unreachable;
      }
    }
  }
}
