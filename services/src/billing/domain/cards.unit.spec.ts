import type { CardEvent } from '@ledgerhouse/contracts';
import { deciderSpec } from '../../../../test/support/decider-spec';
import { cardsDecider, primaryCard, type LinkedCard } from './cards';

const at = new Date('2026-11-22T10:00:00Z');
const iso = at.toISOString();
/** Each id is a different card: its own last four digits (the same digits and expiry are the same card). */
const LAST4: Record<string, string> = { a: '4242', b: '0002', c: '0003' };
const card = (cardId: string): LinkedCard => ({
  cardId,
  provider: 'sandbox',
  token: `tok_${cardId}`,
  brand: 'visa',
  last4: LAST4[cardId] ?? '9999',
  expMonth: 12,
  expYear: 2030,
});
const linked = (cardId: string, primary: boolean): CardEvent => ({ type: 'CardLinked', data: { ...card(cardId), primary, at: iso } });

const { given } = deciderSpec(cardsDecider);

describe('cards decider', () => {
  it('given no cards, when a card is linked, then it is the primary one', () => {
    given()
      .when({ type: 'LinkCard', card: card('a'), at })
      .then([linked('a', true)]);
  });

  it('given a card, when another is linked, then it is additional', () => {
    given(linked('a', true))
      .when({ type: 'LinkCard', card: card('b'), at })
      .then([linked('b', false)]);
  });

  it('given a linked card, when the same card id is linked again, then nothing changes', () => {
    given(linked('a', true))
      .when({ type: 'LinkCard', card: card('a'), at })
      .thenNothing();
  });

  it('given a linked card, when the same number and expiry is linked under a new id, then CARD_ALREADY_LINKED on the number', () => {
    const again = { ...card('a'), cardId: 'a2', token: 'tok_a2' };
    given(linked('a', true))
      .when({ type: 'LinkCard', card: again, at })
      .thenThrows('CARD_ALREADY_LINKED', { status: 409, details: { fields: [{ field: 'number', code: 'CARD_ALREADY_LINKED' }] } });
    // Another expiry or brand is another card; once removed, the card links again.
    expect(given(linked('a', true)).when({ type: 'LinkCard', card: { ...again, expYear: 2031 }, at }).events).toHaveLength(1);
    expect(given(linked('a', true)).when({ type: 'LinkCard', card: { ...again, brand: 'mastercard' }, at }).events).toHaveLength(1);
    expect(
      given(linked('a', true), { type: 'CardRemoved', data: { cardId: 'a', at: iso } }).when({ type: 'LinkCard', card: again, at }).events,
    ).toHaveLength(1);
  });

  it('given two cards, when the second is made primary, then PrimaryCardChanged', () => {
    given(linked('a', true), linked('b', false))
      .when({ type: 'MakePrimary', cardId: 'b', at })
      .then([{ type: 'PrimaryCardChanged', data: { cardId: 'b', at: iso } }]);
  });

  it('given a primary card, when it is made primary again, then nothing changes', () => {
    given(linked('a', true)).when({ type: 'MakePrimary', cardId: 'a', at }).thenNothing();
  });

  it('rejects an unknown card with CARD_NOT_FOUND on make-primary and remove', () => {
    given(linked('a', true)).when({ type: 'MakePrimary', cardId: 'x', at }).thenThrows('CARD_NOT_FOUND', { status: 404 });
    given(linked('a', true)).when({ type: 'RemoveCard', cardId: 'x', at }).thenThrows('CARD_NOT_FOUND');
    given(linked('a', true), { type: 'CardRemoved', data: { cardId: 'a', at: iso } })
      .when({ type: 'RemoveCard', cardId: 'a', at })
      .thenThrows('CARD_NOT_FOUND');
  });

  it('given three cards, when the primary is removed, then the next card is promoted', () => {
    const after = given(linked('a', true), linked('b', false), linked('c', false))
      .when({ type: 'RemoveCard', cardId: 'a', at })
      .then([
        { type: 'CardRemoved', data: { cardId: 'a', at: iso } },
        { type: 'PrimaryCardChanged', data: { cardId: 'b', at: iso } },
      ]);
    expect(primaryCard(after.state)?.cardId).toBe('b');
  });

  it('given two cards, when the additional one is removed, then the primary stays', () => {
    const after = given(linked('a', true), linked('b', false))
      .when({ type: 'RemoveCard', cardId: 'b', at })
      .then([{ type: 'CardRemoved', data: { cardId: 'b', at: iso } }]);
    expect(primaryCard(after.state)?.cardId).toBe('a');
  });

  it('given one card, when it is removed, then no card is primary and the next linked card becomes primary', () => {
    const removed = given(linked('a', true), { type: 'CardRemoved', data: { cardId: 'a', at: iso } });
    expect(primaryCard(removed.state)).toBeNull();
    removed.when({ type: 'LinkCard', card: card('b'), at }).then([linked('b', true)]);
  });
});
