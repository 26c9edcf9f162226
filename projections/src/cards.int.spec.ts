// given events / then rows for the cards and card_payments read models, on a real event store and database.
import { newId, projectorSpec } from '../../test/support/projector-spec';
import { cardsProjector } from './cards';

const spec = projectorSpec(cardsProjector);
const at = '2026-11-22T10:00:00.000Z';
const linked = (cardId: string, last4: string, primary: boolean) => ({
  type: 'CardLinked',
  data: { cardId, provider: 'sandbox', token: `tok_${cardId}`, brand: 'visa', last4, expMonth: 12, expYear: 2030, primary, at },
});
const toppedUp = (entryId: string, cardId: string | null, source = 'MANUAL_FUND') => ({
  type: 'WalletToppedUp',
  data: { entryId, source, amountCents: 2500, balanceAfterCents: 2500, cardId, paymentId: 'p', comment: null, at },
});
const cards = (userId: string) =>
  spec.db
    .selectFrom('cards')
    .select(['id', 'last4', 'primary', 'removed', 'link_order'])
    .where('user_id', '=', userId)
    .orderBy('link_order')
    .execute();
const payments = (userId: string) =>
  spec.db
    .selectFrom('card_payments')
    .select(['id', 'card_id', 'card_last4', 'amount_cents', 'status', 'failure', 'source'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();

describe('cards projector', () => {
  it('lists linked cards in link order, moves the primary flag and keeps a removed card marked removed', async () => {
    const user = newId('seller');
    await spec.given({
      [`cards-${user}`]: [
        linked(`${user}-a`, '4242', true),
        linked(`${user}-b`, '0002', false),
        { type: 'PrimaryCardChanged', data: { cardId: `${user}-b`, at } },
        { type: 'CardRemoved', data: { cardId: `${user}-a`, at } },
      ],
    });
    expect(await cards(user)).toEqual([
      { id: `${user}-a`, last4: '4242', primary: false, removed: true, link_order: 1 },
      { id: `${user}-b`, last4: '0002', primary: true, removed: false, link_order: 2 },
    ]);
  });

  it('records card top-ups, succeeded and failed, with the card’s last four digits, and not staff top-ups', async () => {
    const user = newId('seller');
    await spec.given({
      [`cards-${user}`]: [linked(`${user}-c`, '4242', true)],
      [`wallet-${user}`]: [
        toppedUp(`${user}-m-1`, `${user}-c`),
        {
          type: 'TopUpFailed',
          data: {
            entryId: `${user}-m-2`,
            source: 'AUTO_FUND',
            amountCents: 10_000,
            cardId: `${user}-c`,
            paymentId: null,
            failure: 'CARD_DECLINED',
            at,
          },
        },
        toppedUp(`${user}-s-1`, null, 'BY_STAFF'),
      ],
    });
    expect((await payments(user)).map((p) => ({ ...p, amount_cents: Number(p.amount_cents) }))).toEqual([
      {
        id: `${user}-m-1`,
        card_id: `${user}-c`,
        card_last4: '4242',
        amount_cents: 2500,
        status: 'SUCCESS',
        failure: null,
        source: 'MANUAL_FUND',
      },
      {
        id: `${user}-m-2`,
        card_id: `${user}-c`,
        card_last4: '4242',
        amount_cents: 10_000,
        status: 'FAILED',
        failure: 'CARD_DECLINED',
        source: 'AUTO_FUND',
      },
    ]);
  });

  it('changes nothing when the events are replayed', async () => {
    const user = newId('seller');
    await spec.given({
      [`cards-${user}`]: [
        linked(`${user}-x`, '1111', true),
        linked(`${user}-y`, '2222', false),
        { type: 'PrimaryCardChanged', data: { cardId: `${user}-y`, at } },
      ],
      [`wallet-${user}`]: [toppedUp(`${user}-t`, `${user}-y`)],
    });
    await spec.expectReplayChangesNothing(async () => [await cards(user), await payments(user)]);
  });
});
