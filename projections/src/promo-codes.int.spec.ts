// given events / then rows for the promo_codes read model, on a real event store and database.
import { newId, projectorSpec } from '../../test/support/projector-spec';
import { promoCodesProjector } from './promo-codes';

const spec = projectorSpec(promoCodesProjector);
const at = '2027-05-01T00:00:00.000Z';
const created = (promoCodeId: string) => ({
  type: 'PromoCodeCreated',
  data: {
    promoCodeId,
    code: promoCodeId.toUpperCase(),
    discountPercent: 33,
    plan: 'basic',
    usageLimit: 2,
    expiresAt: '2027-06-01T00:00:00.000Z',
    at,
  },
});
const redeemed = (userId: string) => ({ type: 'PromoCodeRedeemed', data: { userId, plan: 'basic', discountCents: 1617, at } });
const row = (id: string) =>
  spec.db
    .selectFrom('promo_codes')
    .select(['code', 'discount_percent', 'plan', 'usage_limit', 'expires_at', 'active', 'used_count'])
    .where('id', '=', id)
    .executeTakeFirst();

describe('promo_codes projector', () => {
  it('lists a created code with its terms, active and unused', async () => {
    const id = newId('spring');
    await spec.given({ [`promo-code-${id}`]: [created(id)] });
    expect(await row(id)).toEqual({
      code: id.toUpperCase(),
      discount_percent: 33,
      plan: 'basic',
      usage_limit: 2,
      expires_at: new Date('2027-06-01T00:00:00.000Z'),
      active: true,
      used_count: 0,
    });
  });

  it('counts the uses held now (a release gives one back), applies edits and deactivation', async () => {
    const id = newId('spring');
    await spec.given({
      [`promo-code-${id}`]: [
        created(id),
        redeemed('u1'),
        redeemed('u2'),
        { type: 'PromoCodeReleased', data: { userId: 'u2', at } },
        { type: 'PromoCodeUpdated', data: { changes: { usageLimit: 5, plan: 'premium' }, at } },
        { type: 'PromoCodeDeactivated', data: { at } },
      ],
    });
    expect(await row(id)).toMatchObject({ plan: 'premium', usage_limit: 5, discount_percent: 33, active: false, used_count: 1 });
  });

  it('changes nothing when the events are replayed', async () => {
    const id = newId('spring');
    await spec.given({ [`promo-code-${id}`]: [created(id), redeemed('u1'), redeemed('u2')] });
    await spec.expectReplayChangesNothing(() => row(id));
  });
});
