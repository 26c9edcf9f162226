// A seller's wallet (wallet-<userId>): every cent in and out, the balance after each, auto top-up requests.
// The stream serialises spendings, so the balance never goes below zero; a spending it cannot cover is refused and recorded.
import {
  ErrorCode,
  type AutoTopUpSettings,
  type CardFailure,
  type SpendingPurpose,
  type SpendingReference,
  type TopUpSource,
  type WalletEvent,
} from '@ledgerhouse/contracts';
import { DomainError } from '../../errors/domain-error';
import type { Decider } from '../../event-sourcing/decider';
import { foldEvents } from '../../event-sourcing/load-state';

export interface SpendingRecord {
  entryId: string;
  accepted: boolean;
  /** What an accepted spending took (what a full refund gives back, less what was refunded before). */
  amountCents: number;
  refundedCents?: number;
}

export interface WalletState {
  balanceCents: number;
  settings: AutoTopUpSettings;
  /** The auto top-up asked for and not yet charged: no second request while it is open. */
  pending: { requestId: string; amountCents: number } | null;
  /** By spendingKey(purpose, documentId): the first accepted spending, or the refusal until one is accepted. */
  spendings: Record<string, SpendingRecord>;
  topUpIds: Record<string, true>;
  /** Card top-ups recorded as requested and not yet settled, by entryId. */
  openTopUps: Record<string, OpenTopUp>;
  lastAutoTopUpFailure: { amountCents: number; failure: CardFailure; at: string } | null;
}

export interface OpenTopUp {
  amountCents: number;
  cardId: string;
  idempotencyKey: string;
  at: string;
}

export type TopUpOutcome = { ok: true; paymentId: string | null } | { ok: false; paymentId: string | null; failure: CardFailure };

export type WalletCommand =
  | { type: 'RequestTopUp'; entryId: string; amountCents: number; cardId: string; idempotencyKey: string; at: Date }
  | {
      type: 'RecordTopUp';
      entryId: string;
      source: TopUpSource;
      amountCents: number;
      cardId: string | null;
      comment: string | null;
      outcome: TopUpOutcome;
      at: Date;
    }
  | {
      type: 'Spend';
      entryId: string;
      requestId: string;
      purpose: SpendingPurpose;
      amountCents: number;
      documentId: string;
      notes: string | null;
      reference?: SpendingReference;
      autoTopUpAllowed: boolean;
      at: Date;
    }
  | { type: 'ConfigureAutoTopUp'; settings: AutoTopUpSettings; hasCard: boolean; at: Date }
  /** Auto top-up asked before a charge the balance cannot cover (when it is on and none is open): at least the minimum. */
  | { type: 'RequestAutoTopUp'; requestId: string; shortfallCents: number; at: Date }
  /**
   * Gives an accepted spending back, once per `entryId` (derived from the spending, refundEntryId): in full (what is
   * left of it), or at most `amountCents` of it (a charge settled lower than it was taken).
   */
  | { type: 'RefundSpending'; entryId: string; purpose: SpendingPurpose; documentId: string; amountCents?: number; at: Date };

export const walletStream = (userId: string) => `wallet-${userId}`;
export const spendingKey = (purpose: SpendingPurpose, documentId: string) => `${purpose}|${documentId}`;

const positiveCents = (n: number) => Number.isInteger(n) && n > 0;

const refunded = (spendings: Record<string, SpendingRecord>, of: { purpose: SpendingPurpose; documentId: string }, cents: number) => {
  const key = spendingKey(of.purpose, of.documentId);
  const spent = spendings[key];
  return spent ? { ...spendings, [key]: { ...spent, refundedCents: (spent.refundedCents ?? 0) + cents } } : spendings;
};

const settled = (open: Record<string, OpenTopUp>, entryId: string) => {
  const { [entryId]: _settled, ...rest } = open;
  return rest;
};

function evolve(state: WalletState, event: WalletEvent): WalletState {
  switch (event.type) {
    case 'TopUpRequested': {
      const { entryId, amountCents, cardId, idempotencyKey, at } = event.data;
      return { ...state, openTopUps: { ...state.openTopUps, [entryId]: { amountCents, cardId, idempotencyKey, at } } };
    }
    case 'WalletToppedUp': {
      const auto = event.data.source === 'AUTO_FUND';
      return {
        ...state,
        spendings: event.data.refundOf ? refunded(state.spendings, event.data.refundOf, event.data.amountCents) : state.spendings,
        openTopUps: settled(state.openTopUps, event.data.entryId),
        balanceCents: event.data.balanceAfterCents,
        topUpIds: { ...state.topUpIds, [event.data.entryId]: true },
        pending: auto ? null : state.pending,
        lastAutoTopUpFailure: auto ? null : state.lastAutoTopUpFailure,
      };
    }
    case 'TopUpFailed': {
      const auto = event.data.source === 'AUTO_FUND';
      const failure = { amountCents: event.data.amountCents, failure: event.data.failure, at: event.data.at };
      return {
        ...state,
        openTopUps: settled(state.openTopUps, event.data.entryId),
        topUpIds: { ...state.topUpIds, [event.data.entryId]: true },
        pending: auto ? null : state.pending,
        lastAutoTopUpFailure: auto ? failure : state.lastAutoTopUpFailure,
      };
    }
    case 'WalletSpent':
      return {
        ...state,
        balanceCents: event.data.balanceAfterCents,
        spendings: {
          ...state.spendings,
          [spendingKey(event.data.purpose, event.data.documentId)]: {
            entryId: event.data.entryId,
            accepted: true,
            amountCents: event.data.amountCents,
          },
        },
      };
    case 'SpendingRefused':
      return {
        ...state,
        spendings: {
          ...state.spendings,
          [spendingKey(event.data.purpose, event.data.documentId)]: {
            entryId: event.data.entryId,
            accepted: false,
            amountCents: event.data.amountCents,
          },
        },
      };
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
    case 'RequestTopUp': {
      if (!positiveCents(command.amountCents)) throw new DomainError(ErrorCode.VALIDATION_FAILED);
      if (state.topUpIds[command.entryId] || state.openTopUps[command.entryId]) return [];
      const { entryId, amountCents, cardId, idempotencyKey } = command;
      return [{ type: 'TopUpRequested', data: { entryId, source: 'MANUAL_FUND', amountCents, cardId, idempotencyKey, at } }];
    }
    case 'RecordTopUp': {
      if (!positiveCents(command.amountCents)) throw new DomainError(ErrorCode.VALIDATION_FAILED);
      if (state.topUpIds[command.entryId]) return [];
      // An auto top-up settles the open request it was made for, once.
      if (command.source === 'AUTO_FUND' && state.pending?.requestId !== command.entryId) return [];
      const { entryId, source, amountCents, cardId, outcome } = command;
      if (!outcome.ok)
        return [
          {
            type: 'TopUpFailed',
            data: { entryId, source, amountCents, cardId, paymentId: outcome.paymentId, failure: outcome.failure, at },
          },
        ];
      const balanceAfterCents = state.balanceCents + amountCents;
      return [
        {
          type: 'WalletToppedUp',
          data: { entryId, source, amountCents, balanceAfterCents, cardId, paymentId: outcome.paymentId, comment: command.comment, at },
        },
      ];
    }
    case 'Spend':
      return spend(command, state, at);
    case 'RefundSpending':
      return refund(command, state, at);
    case 'ConfigureAutoTopUp': {
      if (command.settings.enabled && !command.hasCard) throw new DomainError(ErrorCode.CARD_REQUIRED);
      return [{ type: 'AutoTopUpConfigured', data: { ...command.settings, at } }];
    }
    case 'RequestAutoTopUp': {
      if (!positiveCents(command.shortfallCents)) throw new DomainError(ErrorCode.VALIDATION_FAILED);
      if (!state.settings.enabled || state.pending) return [];
      const amountCents = Math.max(state.settings.minimumAmountCents, command.shortfallCents);
      const { requestId } = command;
      return [{ type: 'AutoTopUpRequested', data: { requestId, amountCents, balanceCents: state.balanceCents, at } }];
    }
    default: {
      const unreachable: never = command;
      return unreachable;
    }
  }
}

function spend(command: Extract<WalletCommand, { type: 'Spend' }>, state: WalletState, at: string): WalletEvent[] {
  const { entryId, purpose, amountCents, documentId, notes } = command;
  const reference = command.reference ? { reference: command.reference } : {};
  if (!positiveCents(amountCents)) throw new DomainError(ErrorCode.VALIDATION_FAILED);
  const earlier = state.spendings[spendingKey(purpose, documentId)];
  if (earlier?.accepted) return [];
  if (state.balanceCents < amountCents) {
    // Refused once per document until it is paid: a retry that still cannot be covered records nothing new.
    return earlier
      ? []
      : [
          {
            type: 'SpendingRefused',
            data: { entryId, purpose, amountCents, balanceCents: state.balanceCents, documentId, notes, ...reference, at },
          },
        ];
  }
  const balanceAfterCents = state.balanceCents - amountCents;
  const spent: WalletEvent = {
    type: 'WalletSpent',
    data: { entryId, purpose, amountCents, balanceAfterCents, documentId, notes, ...reference, at },
  };
  const { enabled, triggerLevelCents, minimumAmountCents } = state.settings;
  const crosses = triggerLevelCents !== null && state.balanceCents >= triggerLevelCents && balanceAfterCents < triggerLevelCents;
  if (!enabled || !crosses || state.pending || !command.autoTopUpAllowed) return [spent];
  // At least the minimum, and enough to bring the balance back to the trigger level.
  const topUp = Math.max(minimumAmountCents, triggerLevelCents - balanceAfterCents);
  return [
    spent,
    { type: 'AutoTopUpRequested', data: { requestId: command.requestId, amountCents: topUp, balanceCents: balanceAfterCents, at } },
  ];
}

/** A refund is a REFUND top-up of what the spending took (or part of it); nothing for a refused or unknown spending, nothing twice. */
function refund(command: Extract<WalletCommand, { type: 'RefundSpending' }>, state: WalletState, at: string): WalletEvent[] {
  const spent = state.spendings[spendingKey(command.purpose, command.documentId)];
  if (!spent?.accepted || state.topUpIds[command.entryId]) return [];
  if (command.amountCents !== undefined && !positiveCents(command.amountCents)) throw new DomainError(ErrorCode.VALIDATION_FAILED);
  const { entryId, purpose, documentId } = command;
  const left = spent.amountCents - (spent.refundedCents ?? 0);
  const amountCents = Math.min(left, command.amountCents ?? left);
  if (amountCents <= 0) return [];
  const balanceAfterCents = state.balanceCents + amountCents;
  const refundOf = { purpose, documentId };
  return [
    {
      type: 'WalletToppedUp',
      data: { entryId, source: 'REFUND', amountCents, balanceAfterCents, cardId: null, paymentId: null, comment: null, refundOf, at },
    },
  ];
}

export const walletDecider: Decider<WalletCommand, WalletEvent, WalletState> = {
  initialState: {
    balanceCents: 0,
    settings: { enabled: false, minimumAmountCents: 10_000, triggerLevelCents: null },
    pending: null,
    spendings: {},
    topUpIds: {},
    openTopUps: {},
    lastAutoTopUpFailure: null,
  },
  evolve,
  decide,
};

export const foldWallet = (events: readonly { type: string; data: unknown }[]): WalletState => foldEvents(walletDecider, events);
