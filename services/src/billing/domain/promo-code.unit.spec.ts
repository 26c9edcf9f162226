// Promo code rules: the six refusals, the usage limit serialised on the stream, releases, code claims.
import type { PromoCodeClaimEvent, PromoCodeEvent, PromoCodeTerms } from '@ledgerhouse/contracts';
import { deciderSpec } from '../../../../test/support/decider-spec';
import { discountCentsFor, promoClaimDecider, promoCodeDecider, promoRefusal, type PromoCodeCommand } from './promo-code';

const now = new Date('2027-05-01T00:00:00.000Z');
const terms: PromoCodeTerms = { code: 'SPRING', discountPercent: 33, plan: 'basic', usageLimit: 2, expiresAt: '2027-06-01T00:00:00.000Z' };
const created: PromoCodeEvent = { type: 'PromoCodeCreated', data: { ...terms, promoCodeId: 'p1', at: now.toISOString() } };
const redeemed = (userId: string, at = now): PromoCodeEvent => ({
  type: 'PromoCodeRedeemed',
  data: { userId, plan: 'basic', discountCents: 1617, at: at.toISOString() },
});
const { given } = deciderSpec(promoCodeDecider);
const claims = deciderSpec(promoClaimDecider);
const redeem = (userId: string, plan: 'basic' | 'premium' = 'basic', at = now): PromoCodeCommand => ({ type: 'Redeem', userId, plan, at });

describe('promo code decider', () => {
  it('rounds the discount down to a whole cent', () => {
    expect(discountCentsFor('basic', 33)).toBe(1617); // 4900 × 33% = 1617.00
    expect(discountCentsFor('premium', 33)).toBe(4917); // 14900 × 33% = 4917.00
    expect(discountCentsFor('basic', 7)).toBe(343);
    expect(discountCentsFor('premium', 7)).toBe(1043); // 1043.00
    expect(discountCentsFor('basic', 1)).toBe(49);
  });

  it('redeems a valid code with its discount', () => {
    given(created)
      .when(redeem('u1'))
      .then([redeemed('u1')]);
  });

  it('refuses an unknown code with PROMO_INVALID', () => {
    given().when(redeem('u1')).thenThrows('PROMO_INVALID');
  });

  it('refuses a deactivated code with PROMO_DEACTIVATED', () => {
    given(created, { type: 'PromoCodeDeactivated', data: { at: now.toISOString() } })
      .when(redeem('u1'))
      .thenThrows('PROMO_DEACTIVATED');
  });

  it('refuses an expired code with PROMO_EXPIRED from its expiry instant on', () => {
    given(created)
      .when(redeem('u1', 'basic', new Date('2027-06-01T00:00:00.000Z')))
      .thenThrows('PROMO_EXPIRED');
    const lastSecond = new Date('2027-05-31T23:59:59.000Z');
    given(created)
      .when(redeem('u1', 'basic', lastSecond))
      .then([redeemed('u1', lastSecond)]);
  });

  it('refuses another plan with PROMO_WRONG_TARIFF', () => {
    given(created).when(redeem('u1', 'premium')).thenThrows('PROMO_WRONG_TARIFF');
  });

  it('refuses a second use by the same seller with PROMO_ALREADY_USED', () => {
    given(created, redeemed('u1')).when(redeem('u1')).thenThrows('PROMO_ALREADY_USED');
  });

  it('refuses uses beyond the limit with PROMO_USAGE_LIMIT_REACHED', () => {
    given(created, redeemed('u1'), redeemed('u2')).when(redeem('u3')).thenThrows('PROMO_USAGE_LIMIT_REACHED');
    const unlimited: PromoCodeEvent = { ...created, data: { ...created.data, usageLimit: null } } as PromoCodeEvent;
    given(unlimited, redeemed('u1'), redeemed('u2'))
      .when(redeem('u3'))
      .then([redeemed('u3')]);
    expect(promoRefusal(given(unlimited, redeemed('u1'), redeemed('u2')).state, 'u3', 'basic', now)).toBeNull();
  });

  it('gives a use back on release, so a failed plan change does not consume it', () => {
    const released: PromoCodeEvent = { type: 'PromoCodeReleased', data: { userId: 'u2', at: now.toISOString() } };
    given(created, redeemed('u1'), redeemed('u2'))
      .when({ type: 'Release', userId: 'u2', at: now })
      .then([released])
      .when(redeem('u2'))
      .then([redeemed('u2')]);
    given(created).when({ type: 'Release', userId: 'u9', at: now }).thenNothing();
  });

  it('edits terms, deactivates once, and answers NOT_FOUND for a missing code', () => {
    const [updated] = given(created).when({ type: 'Update', changes: { usageLimit: 1, plan: 'premium' }, at: now }).events;
    expect(given(created, updated).state.terms).toMatchObject({ usageLimit: 1, plan: 'premium', code: 'SPRING' });
    const deactivated: PromoCodeEvent = { type: 'PromoCodeDeactivated', data: { at: now.toISOString() } };
    given(created).when({ type: 'Deactivate', at: now }).then([deactivated]).when({ type: 'Deactivate', at: now }).thenNothing();
    given().when({ type: 'Deactivate', at: now }).thenThrows('NOT_FOUND');
  });

  it('gives a code to one promo code only (PROMO_CODE_EXISTS)', () => {
    const claimed: PromoCodeClaimEvent = { type: 'PromoCodeClaimed', data: { promoCodeId: 'p1' } };
    claims.given().when({ promoCodeId: 'p1' }).then([claimed]).when({ promoCodeId: 'p1' }).thenNothing();
    claims.given(claimed).when({ promoCodeId: 'p2' }).thenThrows('PROMO_CODE_EXISTS');
  });
});
