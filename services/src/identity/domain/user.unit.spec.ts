// given / when / then for the account rules.
import { DomainError } from '../../errors/domain-error';
import { userDecider as decider, type UserCommand, type UserState } from './user';

const at = new Date('2026-11-22T10:00:00Z');
const given = (...commands: UserCommand[]): UserState =>
  commands.reduce((state, c) => decider.decide(c, state).reduce(decider.evolve, state), decider.initialState);
const register: UserCommand = {
  type: 'Register', userId: 'u1', fullName: 'Ada', email: 'ada@x.io', phone: '+1 212 555 0100', passwordHash: 'h1', userType: null,
  confirmationHash: 'c1', confirmationExpiresAt: new Date('2026-11-24T10:00:00Z'), confirmed: false, at,
};
const codeOf = (fn: () => unknown) => {
  try {
    fn();
    return null;
  } catch (err) {
    return err instanceof DomainError ? err.code : String(err);
  }
};

describe('user decider', () => {
  it('confirms only with the mailed token, before it expires, once', () => {
    const state = given(register);
    expect(codeOf(() => decider.decide({ type: 'ConfirmEmail', tokenHash: 'other', at }, state))).toBe('CONFIRMATION_LINK_INVALID');
    expect(codeOf(() => decider.decide({ type: 'ConfirmEmail', tokenHash: 'c1', at: new Date('2026-11-25T00:00:00Z') }, state))).toBe('CONFIRMATION_LINK_EXPIRED');
    const confirmed = given(register, { type: 'ConfirmEmail', tokenHash: 'c1', at });
    expect(confirmed.emailConfirmed).toBe(true);
    expect(decider.decide({ type: 'ConfirmEmail', tokenHash: 'c1', at }, confirmed)).toEqual([]);
  });

  it('tells invalid, used and expired reset links apart', () => {
    const requested = given(register, { type: 'RequestPasswordReset', tokenHash: 'r1', expiresAt: new Date('2026-11-22T11:00:00Z'), at });
    expect(codeOf(() => decider.decide({ type: 'ResetPassword', tokenHash: 'nope', passwordHash: 'h2', at }, requested))).toBe('RESET_LINK_INVALID');
    expect(codeOf(() => decider.decide({ type: 'ResetPassword', tokenHash: 'r1', passwordHash: 'h2', at: new Date('2026-11-22T12:00:00Z') }, requested))).toBe('RESET_LINK_EXPIRED');
    const used = given(register, { type: 'RequestPasswordReset', tokenHash: 'r1', expiresAt: new Date('2026-11-22T11:00:00Z'), at }, { type: 'ResetPassword', tokenHash: 'r1', passwordHash: 'h2', at });
    expect(used.passwordHash).toBe('h2');
    expect(codeOf(() => decider.decide({ type: 'ResetPassword', tokenHash: 'r1', passwordHash: 'h3', at }, used))).toBe('RESET_LINK_USED');
  });

  it('changes the password only when the current one matched', () => {
    expect(codeOf(() => decider.decide({ type: 'ChangePassword', currentPasswordMatches: false, passwordHash: 'h2', at }, given(register)))).toBe('WRONG_CURRENT_PASSWORD');
    expect(given(register, { type: 'ChangePassword', currentPasswordMatches: true, passwordHash: 'h2', at }).passwordHash).toBe('h2');
  });

  it('blocks and unblocks idempotently', () => {
    const blocked = given(register, { type: 'Block', at });
    expect(blocked.blocked).toBe(true);
    expect(decider.decide({ type: 'Block', at }, blocked)).toEqual([]);
    expect(given(register, { type: 'Block', at }, { type: 'Unblock', at }).blocked).toBe(false);
  });

  it('lets staff act only as a seller', () => {
    const staff = given({ ...register, userType: 'STAFF' });
    expect(codeOf(() => decider.decide({ type: 'StartImpersonation', impersonatorId: 's1', at }, staff))).toBe('CANNOT_IMPERSONATE');
    expect(decider.decide({ type: 'StartImpersonation', impersonatorId: 's1', at }, given(register))[0].type).toBe('ImpersonationStarted');
  });

  it('refuses commands for an account that does not exist', () => {
    expect(codeOf(() => decider.decide({ type: 'Block', at }, decider.initialState))).toBe('NOT_FOUND');
  });
});
