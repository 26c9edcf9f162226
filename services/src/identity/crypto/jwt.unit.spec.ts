import { CLOCK_SKEW_SECONDS, signJwt, verifyJwt } from './jwt';

const key = 'unit-test-key-0123456789abcdef0123456789';
const now = new Date('2026-11-22T10:00:00Z');
const claims = { sub: 'u-1', typ: null, blk: false, sid: 's-1' };
const seconds = (n: number) => new Date(now.getTime() + n * 1000);

describe('verifyJwt', () => {
  it('accepts a token of the configured lifetime until it expires', () => {
    const token = signJwt(claims, key, now, 900);
    expect(verifyJwt(token, key, seconds(899), 900)).toMatchObject({ sub: 'u-1', sid: 's-1' });
    expect(verifyJwt(token, key, seconds(900), 900)).toBeNull();
  });

  it('refuses a token that lives longer than the configured lifetime plus the skew', () => {
    expect(verifyJwt(signJwt(claims, key, now, 900 + CLOCK_SKEW_SECONDS), key, now, 900)).not.toBeNull();
    expect(verifyJwt(signJwt(claims, key, now, 900 + CLOCK_SKEW_SECONDS + 1), key, now, 900)).toBeNull();
    expect(verifyJwt(signJwt(claims, key, now, 365 * 86_400), key, now, 900)).toBeNull();
  });

  it('refuses a token issued further in the future than the skew', () => {
    expect(verifyJwt(signJwt(claims, key, seconds(CLOCK_SKEW_SECONDS), 900), key, now, 900)).not.toBeNull();
    expect(verifyJwt(signJwt(claims, key, seconds(CLOCK_SKEW_SECONDS + 1), 900), key, now, 900)).toBeNull();
  });

  it('refuses a token signed with another key', () => {
    expect(verifyJwt(signJwt(claims, `${key}-other`, now, 900), key, now, 900)).toBeNull();
  });
});
