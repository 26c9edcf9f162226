// Promo code rules: the six refusals, the usage limit serialised on the stream, releases, code claims.
import type { PromoCodeEvent, PromoCodeTerms } from '@ledgerhouse/contracts';
import { errorCodeOf, givenWhen } from '../../event-sourcing/decider-given-when';
import { discountCentsFor, promoClaimDecider, promoCodeDecider, promoRefusal, type PromoCodeCommand } from './promo-code';

const now = new Date('2027-05-01T00:00:00.000Z');
const terms: PromoCodeTerms = { code: 'SPRING', discountPercent: 33, plan: 'basic', usageLimit: 2, expiresAt: '2027-06-01T00:00:00.000Z' };
const created: PromoCodeEvent = { type: 'PromoCodeCreated', data: { ...terms, promoCodeId: 'p1', at: now.toISOString() } };
const redeemed = (userId: string): PromoCodeEvent => ({ type: 'PromoCodeRedeemed', data: { userId, plan: 'basic', discountCents: 1617, at: now.toISOString() } });
const { given, when } = givenWhen(promoCodeDecider);
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
    expect(when([created], redeem('u1'))).toEqual([redeemed('u1')]);
  });

  it('refuses an unknown code with PROMO_INVALID', () => {
    expect(errorCodeOf(() => when([], redeem('u1')))).toBe('PROMO_INVALID');
  });

  it('refuses a deactivated code with PROMO_DEACTIVATED', () => {
    expect(errorCodeOf(() => when([created, { type: 'PromoCodeDeactivated', data: { at: now.toISOString() } }], redeem('u1')))).toBe('PROMO_DEACTIVATED');
  });

  it('refuses an expired code with PROMO_EXPIRED from its expiry instant on', () => {
    expect(errorCodeOf(() => when([created], redeem('u1', 'basic', new Date('2027-06-01T00:00:00.000Z'))))).toBe('PROMO_EXPIRED');
    expect(errorCodeOf(() => when([created], redeem('u1', 'basic', new Date('2027-05-31T23:59:59.000Z'))))).toBe('no error');
  });

  it('refuses another plan with PROMO_WRONG_TARIFF', () => {
    expect(errorCodeOf(() => when([created], redeem('u1', 'premium')))).toBe('PROMO_WRONG_TARIFF');
  });

  it('refuses a second use by the same seller with PROMO_ALREADY_USED', () => {
    expect(errorCodeOf(() => when([created, redeemed('u1')], redeem('u1')))).toBe('PROMO_ALREADY_USED');
  });

  it('refuses uses beyond the limit with PROMO_USAGE_LIMIT_REACHED', () => {
    expect(errorCodeOf(() => when([created, redeemed('u1'), redeemed('u2')], redeem('u3')))).toBe('PROMO_USAGE_LIMIT_REACHED');
    expect(promoRefusal(given({ ...created, data: { ...created.data, usageLimit: null } }, redeemed('u1'), redeemed('u2')), 'u3', 'basic', now)).toBeNull();
  });

  it('gives a use back on release, so a failed plan change does not consume it', () => {
    const released: PromoCodeEvent = { type: 'PromoCodeReleased', data: { userId: 'u2', at: now.toISOString() } };
    expect(when([created, redeemed('u1'), redeemed('u2')], { type: 'Release', userId: 'u2', at: now })).toEqual([released]);
    expect(when([created, redeemed('u1'), redeemed('u2'), released], redeem('u2'))).toEqual([redeemed('u2')]);
    expect(when([created], { type: 'Release', userId: 'u9', at: now })).toEqual([]);
  });

  it('edits terms, deactivates once, and answers NOT_FOUND for a missing code', () => {
    const [updated] = when([created], { type: 'Update', changes: { usageLimit: 1, plan: 'premium' }, at: now });
    expect(given(created, updated).terms).toMatchObject({ usageLimit: 1, plan: 'premium', code: 'SPRING' });
    const deactivated: PromoCodeEvent = { type: 'PromoCodeDeactivated', data: { at: now.toISOString() } };
    expect(when([created], { type: 'Deactivate', at: now })).toEqual([deactivated]);
    expect(when([created, deactivated], { type: 'Deactivate', at: now })).toEqual([]);
    expect(errorCodeOf(() => when([], { type: 'Deactivate', at: now }))).toBe('NOT_FOUND');
  });

  it('gives a code to one promo code only (PROMO_CODE_EXISTS)', () => {
    const claimed = promoClaimDecider.decide({ promoCodeId: 'p1' }, promoClaimDecider.initialState);
    const state = claimed.reduce(promoClaimDecider.evolve, promoClaimDecider.initialState);
    expect(promoClaimDecider.decide({ promoCodeId: 'p1' }, state)).toEqual([]);
    expect(errorCodeOf(() => promoClaimDecider.decide({ promoCodeId: 'p2' }, state))).toBe('PROMO_CODE_EXISTS');
  });
});
