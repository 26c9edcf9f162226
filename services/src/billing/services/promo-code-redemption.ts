// Applies a promo code at a plan change: the redemption is appended to the promo stream first (the stream serialises
// the usage limit), and released again when the plan change fails, so a failed change never consumes a use.
import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode, type Plan, type PromoCodeClaimEvent } from '@ledgerhouse/contracts';
import { DomainError } from '../../errors/domain-error';
import { executeCommand } from '../../event-sourcing/execute-command';
import { loadState } from '../../event-sourcing/load-state';
import { COMMAND_DEPS, type CommandDeps } from '../../persistence/tokens';
import { promoClaimStream, promoCodeDecider, promoCodeStream, promoRefusal } from '../domain/promo-code';

export interface Redemption {
  promoCodeId: string;
  code: string;
  discountCents: number;
}

@Injectable()
export class PromoCodeRedemption {
  constructor(@Inject(COMMAND_DEPS) private readonly deps: CommandDeps) {}

  private async promoCodeIdOf(code: string): Promise<string> {
    const claims = await this.deps.store.readStream(promoClaimStream(code));
    const claim = claims[0] as { data: PromoCodeClaimEvent['data'] } | undefined;
    if (!claim) throw refusal(ErrorCode.PROMO_INVALID);
    return claim.data.promoCodeId;
  }

  /** Checks without using it (a free month needs no discount, but a bad code is still refused). */
  async check(code: string, userId: string, plan: Plan, at: Date): Promise<void> {
    const state = await loadState(this.deps.store, promoCodeStream(await this.promoCodeIdOf(code)), promoCodeDecider);
    const reason = promoRefusal(state, userId, plan, at);
    if (reason) throw refusal(reason);
  }

  async redeem(code: string, userId: string, plan: Plan, at: Date): Promise<Redemption> {
    const promoCodeId = await this.promoCodeIdOf(code);
    const outcome = await executeCommand(this.deps, promoCodeStream(promoCodeId), promoCodeDecider, { type: 'Redeem', userId, plan, at });
    const redeemed = outcome.events.find((e) => e.type === 'PromoCodeRedeemed');
    return {
      promoCodeId,
      code: code.toUpperCase(),
      discountCents: redeemed?.type === 'PromoCodeRedeemed' ? redeemed.data.discountCents : 0,
    };
  }

  async release(redemption: Redemption, userId: string, at: Date): Promise<void> {
    await executeCommand(this.deps, promoCodeStream(redemption.promoCodeId), promoCodeDecider, { type: 'Release', userId, at });
  }
}

const refusal = (code: ErrorCode) => new DomainError(code, {}, { fields: [{ field: 'promoCode', code }] });
