// A seller's linked cards (cards-<userId>): the first card is primary; removing the primary promotes the next.
import { ErrorCode, type CardEvent, type CardProvider } from '@ledgerhouse/contracts';
import { DomainError } from '../../errors/domain-error';
import type { Decider } from '../../event-sourcing/decider';
import { foldEvents } from '../../event-sourcing/load-state';

export interface LinkedCard {
  cardId: string;
  provider: CardProvider;
  token: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface CardsState {
  /** In linking order. */
  cards: LinkedCard[];
  primaryId: string | null;
}

export type CardsCommand =
  | { type: 'LinkCard'; card: LinkedCard; at: Date }
  | { type: 'MakePrimary'; cardId: string; at: Date }
  | { type: 'RemoveCard'; cardId: string; at: Date };

export const cardsStream = (userId: string) => `cards-${userId}`;

/** The processor gives no fingerprint: the same brand, last four digits and expiry are the same card to the seller. */
const sameCard = (a: LinkedCard, b: LinkedCard) =>
  a.brand === b.brand && a.last4 === b.last4 && a.expMonth === b.expMonth && a.expYear === b.expYear;

/** A refusal that belongs to the card form's number field, so the form shows it there. */
export const cardNumberError = (code: ErrorCode) => new DomainError(code, {}, { fields: [{ field: 'number', code }] });

export const primaryCard = (state: CardsState): LinkedCard | null => state.cards.find((c) => c.cardId === state.primaryId) ?? null;
export const cardById = (state: CardsState, cardId: string): LinkedCard | null => state.cards.find((c) => c.cardId === cardId) ?? null;

function evolve(state: CardsState, event: CardEvent): CardsState {
  switch (event.type) {
    case 'CardLinked': {
      const { primary, at: _at, ...card } = event.data;
      return { cards: [...state.cards, card], primaryId: primary ? card.cardId : state.primaryId };
    }
    case 'PrimaryCardChanged':
      return { ...state, primaryId: event.data.cardId };
    case 'CardRemoved': {
      const cards = state.cards.filter((c) => c.cardId !== event.data.cardId);
      return { cards, primaryId: state.primaryId === event.data.cardId ? null : state.primaryId };
    }
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

function decide(command: CardsCommand, state: CardsState): CardEvent[] {
  const at = command.at.toISOString();
  switch (command.type) {
    case 'LinkCard': {
      if (cardById(state, command.card.cardId)) return [];
      if (state.cards.some((c) => sameCard(c, command.card))) throw cardNumberError(ErrorCode.CARD_ALREADY_LINKED);
      return [{ type: 'CardLinked', data: { ...command.card, primary: state.cards.length === 0, at } }];
    }
    case 'MakePrimary': {
      if (!cardById(state, command.cardId)) throw new DomainError(ErrorCode.CARD_NOT_FOUND);
      if (state.primaryId === command.cardId) return [];
      return [{ type: 'PrimaryCardChanged', data: { cardId: command.cardId, at } }];
    }
    case 'RemoveCard': {
      if (!cardById(state, command.cardId)) throw new DomainError(ErrorCode.CARD_NOT_FOUND);
      const removed: CardEvent = { type: 'CardRemoved', data: { cardId: command.cardId, at } };
      if (state.primaryId !== command.cardId) return [removed];
      const next = state.cards.find((c) => c.cardId !== command.cardId);
      return next ? [removed, { type: 'PrimaryCardChanged', data: { cardId: next.cardId, at } }] : [removed];
    }
    default: {
      const unreachable: never = command;
      return unreachable;
    }
  }
}

export const cardsDecider: Decider<CardsCommand, CardEvent, CardsState> = { initialState: { cards: [], primaryId: null }, evolve, decide };

export const foldCards = (events: readonly { type: string; data: unknown }[]): CardsState => foldEvents(cardsDecider, events);
