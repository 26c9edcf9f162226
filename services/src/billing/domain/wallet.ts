// A seller's wallet (wallet-<userId>): every cent in and out, the balance after each, auto top-up requests.
// The stream serialises spendings, so the balance never goes below zero; a spending it cannot cover is refused and recorded.
import { ErrorCode, type AutoTopUpSettings, type CardFailure, type SpendingPurpose, type TopUpSource, type WalletEvent } from '@ledgerhouse/contracts';
import { DomainError } from '../../errors/domain-error';
import type { Decider } from '../../event-sourcing/decider';

export interface SpendingRecord {
  entryId: string;
  accepted: boolean;
}

export interface WalletState {
  balanceCents: number;
  settings: AutoTopUpSettings;
  /** The auto top-up asked for and not yet charged: no second request while it is open. */
  pending: { requestId: string; amountCents: number } | null;
  /** By spendingKey(purpose, documentId): the first accepted spending, or the refusal until one is accepted. */
  spendings: Record<string, SpendingRecord>;
  topUpIds: Record<string, true>;
  lastAutoTopUpFailure: { amountCents: number; failure: CardFailure; at: string } | null;
}

export type TopUpOutcome = { ok: true; paymentId: string | null } | { ok: false; paymentId: string | null; failure: CardFailure };

export type WalletCommand =
  | { type: 'RecordTopUp'; entryId: string; source: TopUpSource; amountCents: number; cardId: string | null; comment: string | null; outcome: TopUpOutcome; at: Date }
  | { type: 'Spend'; entryId: string; requestId: string; purpose: SpendingPurpose; amountCents: number; documentId: string; notes: string | null; autoTopUpAllowed: boolean; at: Date }
  | { type: 'ConfigureAutoTopUp'; settings: AutoTopUpSettings; hasCard: boolean; at: Date };

export const walletStream = (userId: string) => `wallet-${userId}`;
export const spendingKey = (purpose: SpendingPurpose, documentId: string) => `${purpose}|${documentId}`;

const positiveCents = (n: number) => Number.isInteger(n) && n > 0;

function evolve(state: WalletState, event: WalletEvent): WalletState {
  switch (event.type) {
    case 'WalletToppedUp': {
      const auto = event.data.source === 'AUTO_FUND';
      return {
        ...state,
        balanceCents: event.data.balanceAfterCents,
        topUpIds: { ...state.topUpIds, [event.data.entryId]: true },
        pending: auto ? null : state.pending,
        lastAutoTopUpFailure: auto ? null : state.lastAutoTopUpFailure,
      };
    }
    case 'TopUpFailed': {
      const auto = event.data.source === 'AUTO_FUND';
      const failure = { amountCents: event.data.amountCents, failure: event.data.failure, at: event.data.at };
      return { ...state, topUpIds: { ...state.topUpIds, [event.data.entryId]: true }, pending: auto ? null : state.pending, lastAutoTopUpFailure: auto ? failure : state.lastAutoTopUpFailure };
    }
    case 'WalletSpent':
      return { ...state, balanceCents: event.data.balanceAfterCents, spendings: { ...state.spendings, [spendingKey(event.data.purpose, event.data.documentId)]: { entryId: event.data.entryId, accepted: true } } };
    case 'SpendingRefused':
      return { ...state, spendings: { ...state.spendings, [spendingKey(event.data.purpose, event.data.documentId)]: { entryId: event.data.entryId, accepted: false } } };
    case 'AutoTopUpConfigured': {
      const { at: _at, ...settings } = event.data;
      return { ...state, settings };
    }
    case 'AutoTopUpRequested':
      return { ...state, pending: { requestId: event.data.requestId, amountCents: event.data.amountCents } };
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

function decide(command: WalletCommand, state: WalletState): WalletEvent[] {
  const at = command.at.toISOString();
  switch (command.type) {
    case 'RecordTopUp': {
      if (!positiveCents(command.amountCents)) throw new DomainError(ErrorCode.VALIDATION_FAILED, 400);
      if (state.topUpIds[command.entryId]) return [];
      // An auto top-up settles the open request it was made for, once.
      if (command.source === 'AUTO_FUND' && state.pending?.requestId !== command.entryId) return [];
      const { entryId, source, amountCents, cardId, outcome } = command;
      if (!outcome.ok) return [{ type: 'TopUpFailed', data: { entryId, source, amountCents, cardId, paymentId: outcome.paymentId, failure: outcome.failure, at } }];
      const balanceAfterCents = state.balanceCents + amountCents;
      return [{ type: 'WalletToppedUp', data: { entryId, source, amountCents, balanceAfterCents, cardId, paymentId: outcome.paymentId, comment: command.comment, at } }];
    }
    case 'Spend':
      return spend(command, state, at);
    case 'ConfigureAutoTopUp': {
      if (command.settings.enabled && !command.hasCard) throw new DomainError(ErrorCode.CARD_REQUIRED, 422);
      return [{ type: 'AutoTopUpConfigured', data: { ...command.settings, at } }];
    }
    default: {
      const unreachable: never = command;
      return unreachable;
    }
  }
}

function spend(command: Extract<WalletCommand, { type: 'Spend' }>, state: WalletState, at: string): WalletEvent[] {
  const { entryId, purpose, amountCents, documentId, notes } = command;
  if (!positiveCents(amountCents)) throw new DomainError(ErrorCode.VALIDATION_FAILED, 400);
  const earlier = state.spendings[spendingKey(purpose, documentId)];
  if (earlier?.accepted) return [];
  if (state.balanceCents < amountCents) {
    // Refused once per document until it is paid: a retry that still cannot be covered records nothing new.
    return earlier ? [] : [{ type: 'SpendingRefused', data: { entryId, purpose, amountCents, balanceCents: state.balanceCents, documentId, notes, at } }];
  }
  const balanceAfterCents = state.balanceCents - amountCents;
  const spent: WalletEvent = { type: 'WalletSpent', data: { entryId, purpose, amountCents, balanceAfterCents, documentId, notes, at } };
  const { enabled, triggerLevelCents, minimumAmountCents } = state.settings;
  const crosses = triggerLevelCents !== null && state.balanceCents >= triggerLevelCents && balanceAfterCents < triggerLevelCents;
  if (!enabled || !crosses || state.pending || !command.autoTopUpAllowed) return [spent];
  // At least the minimum, and enough to bring the balance back to the trigger level.
  const topUp = Math.max(minimumAmountCents, triggerLevelCents - balanceAfterCents);
  return [spent, { type: 'AutoTopUpRequested', data: { requestId: command.requestId, amountCents: topUp, balanceCents: balanceAfterCents, at } }];
}

export const walletDecider: Decider<WalletCommand, WalletEvent, WalletState> = {
  initialState: { balanceCents: 0, settings: { enabled: false, minimumAmountCents: 10_000, triggerLevelCents: null }, pending: null, spendings: {}, topUpIds: {}, lastAutoTopUpFailure: null },
  evolve,
  decide,
};

export const foldWallet = (events: readonly { type: string; data: unknown }[]): WalletState => events.reduce((s, e) => evolve(s, e as WalletEvent), walletDecider.initialState);
