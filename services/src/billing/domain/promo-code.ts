// promo-code-<id>: a promo code's terms and every redemption. The stream serialises the usage limit: a redemption is
// appended (expected version) before the plan is charged, and released again when the charge is refused.
import { createHash } from 'node:crypto';
import {
  ErrorCode,
  PLAN_TERMS,
  type Plan,
  type PromoCodeClaimEvent,
  type PromoCodeEvent,
  type PromoCodeTerms,
} from '@ledgerhouse/contracts';
import { DomainError } from '../../errors/domain-error';
import type { Decider } from '../../event-sourcing/decider';

export const promoCodeStream = (promoCodeId: string) => `promo-code-${promoCodeId}`;
/** Codes compare case-insensitively (the contract upper-cases them). */
export const promoClaimStream = (code: string) => `promo-claim-${createHash('sha256').update(code.trim().toUpperCase()).digest('hex')}`;

export interface PromoCodeState {
  id: string | null;
  terms: PromoCodeTerms | null;
  active: boolean;
  /** Sellers holding a use now (released uses are given back). */
  redeemedBy: string[];
}

export type PromoCodeCommand =
  | { type: 'Create'; promoCodeId: string; terms: PromoCodeTerms; at: Date }
  | { type: 'Update'; changes: Partial<Omit<PromoCodeTerms, 'code'>>; at: Date }
  | { type: 'Deactivate'; at: Date }
  | { type: 'Redeem'; userId: string; plan: Plan; at: Date }
  | { type: 'Release'; userId: string; at: Date };

const initialState: PromoCodeState = { id: null, terms: null, active: false, redeemedBy: [] };

/** The discount on a plan's price: a whole percentage, rounded down to a cent. */
export const discountCentsFor = (plan: Plan, discountPercent: number) => Math.floor((PLAN_TERMS[plan].priceCents * discountPercent) / 100);

/** Why this seller may not use this code for this plan now, in the order the checks run; null when they may. */
export function promoRefusal(state: PromoCodeState, userId: string, plan: Plan, now: Date): ErrorCode | null {
  if (!state.terms) return ErrorCode.PROMO_INVALID;
  if (!state.active) return ErrorCode.PROMO_DEACTIVATED;
  if (state.terms.expiresAt && new Date(state.terms.expiresAt) <= now) return ErrorCode.PROMO_EXPIRED;
  if (state.terms.plan !== plan) return ErrorCode.PROMO_WRONG_TARIFF;
  if (state.redeemedBy.includes(userId)) return ErrorCode.PROMO_ALREADY_USED;
  if (state.terms.usageLimit !== null && state.redeemedBy.length >= state.terms.usageLimit) return ErrorCode.PROMO_USAGE_LIMIT_REACHED;
  return null;
}

function evolve(state: PromoCodeState, event: PromoCodeEvent): PromoCodeState {
  switch (event.type) {
    case 'PromoCodeCreated': {
      const { promoCodeId, at: _at, ...terms } = event.data;
      return { ...state, id: promoCodeId, terms, active: true };
    }
    case 'PromoCodeUpdated':
      return { ...state, terms: { ...state.terms!, ...event.data.changes } };
    case 'PromoCodeDeactivated':
      return { ...state, active: false };
    case 'PromoCodeRedeemed':
      return { ...state, redeemedBy: [...state.redeemedBy, event.data.userId] };
    case 'PromoCodeReleased':
      return { ...state, redeemedBy: state.redeemedBy.filter((u) => u !== event.data.userId) };
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

function decide(command: PromoCodeCommand, state: PromoCodeState): PromoCodeEvent[] {
  const at = command.at.toISOString();
  if (command.type === 'Create') {
    if (state.terms) return [];
    return [{ type: 'PromoCodeCreated', data: { ...command.terms, promoCodeId: command.promoCodeId, at } }];
  }
  if (!state.terms) throw new DomainError(command.type === 'Redeem' ? ErrorCode.PROMO_INVALID : ErrorCode.NOT_FOUND);
  switch (command.type) {
    case 'Update':
      return Object.keys(command.changes).length ? [{ type: 'PromoCodeUpdated', data: { changes: command.changes, at } }] : [];
    case 'Deactivate':
      return state.active ? [{ type: 'PromoCodeDeactivated', data: { at } }] : [];
    case 'Redeem': {
      const refusal = promoRefusal(state, command.userId, command.plan, command.at);
      if (refusal) throw new DomainError(refusal, {}, { fields: [{ field: 'promoCode', code: refusal }] });
      return [
        {
          type: 'PromoCodeRedeemed',
          data: {
            userId: command.userId,
            plan: command.plan,
            discountCents: discountCentsFor(command.plan, state.terms.discountPercent),
            at,
          },
        },
      ];
    }
    case 'Release':
      return state.redeemedBy.includes(command.userId) ? [{ type: 'PromoCodeReleased', data: { userId: command.userId, at } }] : [];
    default: {
      const unreachable: never = command;
      return unreachable;
    }
  }
}

export const promoCodeDecider: Decider<PromoCodeCommand, PromoCodeEvent, PromoCodeState> = { initialState, evolve, decide };

/** promo-claim-<hash>: the one promo code a code belongs to. */
export const promoClaimDecider: Decider<{ promoCodeId: string }, PromoCodeClaimEvent, { holder: string | null }> = {
  initialState: { holder: null },
  evolve: (_state, event) => ({ holder: event.data.promoCodeId }),
  decide(command, state) {
    if (state.holder === command.promoCodeId) return [];
    if (state.holder)
      throw new DomainError(ErrorCode.PROMO_CODE_EXISTS, {}, { fields: [{ field: 'code', code: ErrorCode.PROMO_CODE_EXISTS }] });
    return [{ type: 'PromoCodeClaimed', data: { promoCodeId: command.promoCodeId } }];
  },
};
