import type { CardEvent } from '@ledgerhouse/contracts';
import { cardsDecider as decider, foldCards, primaryCard, type CardsCommand, type LinkedCard } from './cards';

const at = new Date('2026-11-22T10:00:00Z');
const iso = at.toISOString();
const card = (cardId: string): LinkedCard => ({ cardId, provider: 'sandbox', token: `tok_${cardId}`, brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 });
const linked = (cardId: string, primary: boolean): CardEvent => ({ type: 'CardLinked', data: { ...card(cardId), primary, at: iso } });

function given(events: CardEvent[]) {
  return { when: (command: CardsCommand) => () => decider.decide(command, foldCards(events)) };
}

describe('cards decider', () => {
  it('given no cards, when a card is linked, then it is the primary one', () => {
    expect(given([]).when({ type: 'LinkCard', card: card('a'), at })()).toEqual([linked('a', true)]);
  });

  it('given a card, when another is linked, then it is additional', () => {
    expect(given([linked('a', true)]).when({ type: 'LinkCard', card: card('b'), at })()).toEqual([linked('b', false)]);
  });

  it('given a linked card, when the same card id is linked again, then nothing changes', () => {
    expect(given([linked('a', true)]).when({ type: 'LinkCard', card: card('a'), at })()).toEqual([]);
  });

  it('given two cards, when the second is made primary, then PrimaryCardChanged', () => {
    expect(given([linked('a', true), linked('b', false)]).when({ type: 'MakePrimary', cardId: 'b', at })()).toEqual([{ type: 'PrimaryCardChanged', data: { cardId: 'b', at: iso } }]);
  });

  it('given a primary card, when it is made primary again, then nothing changes', () => {
    expect(given([linked('a', true)]).when({ type: 'MakePrimary', cardId: 'a', at })()).toEqual([]);
  });

  it('rejects an unknown card with CARD_NOT_FOUND on make-primary and remove', () => {
    expect(given([linked('a', true)]).when({ type: 'MakePrimary', cardId: 'x', at })).toThrow(expect.objectContaining({ code: 'CARD_NOT_FOUND', status: 404 }));
    expect(given([linked('a', true)]).when({ type: 'RemoveCard', cardId: 'x', at })).toThrow(expect.objectContaining({ code: 'CARD_NOT_FOUND' }));
    expect(given([linked('a', true), { type: 'CardRemoved', data: { cardId: 'a', at: iso } }]).when({ type: 'RemoveCard', cardId: 'a', at })).toThrow(expect.objectContaining({ code: 'CARD_NOT_FOUND' }));
  });

  it('given three cards, when the primary is removed, then the next card is promoted', () => {
    const events = [linked('a', true), linked('b', false), linked('c', false)];
    const decided = given(events).when({ type: 'RemoveCard', cardId: 'a', at })();
    expect(decided).toEqual([
      { type: 'CardRemoved', data: { cardId: 'a', at: iso } },
      { type: 'PrimaryCardChanged', data: { cardId: 'b', at: iso } },
    ]);
    expect(primaryCard(foldCards([...events, ...decided]))?.cardId).toBe('b');
  });

  it('given two cards, when the additional one is removed, then the primary stays', () => {
    const events = [linked('a', true), linked('b', false)];
    const decided = given(events).when({ type: 'RemoveCard', cardId: 'b', at })();
    expect(decided).toEqual([{ type: 'CardRemoved', data: { cardId: 'b', at: iso } }]);
    expect(primaryCard(foldCards([...events, ...decided]))?.cardId).toBe('a');
  });

  it('given one card, when it is removed, then no card is primary and the next linked card becomes primary', () => {
    const events: CardEvent[] = [linked('a', true), { type: 'CardRemoved', data: { cardId: 'a', at: iso } }];
    expect(primaryCard(foldCards(events))).toBeNull();
    expect(given(events).when({ type: 'LinkCard', card: card('b'), at })()).toEqual([linked('b', true)]);
  });
});
