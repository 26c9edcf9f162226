// given / when / then for the account rules.
import type { UserEvent } from '@ledgerhouse/contracts';
import { deciderSpec } from '../../../../test/support/decider-spec';
import { userDecider } from './user';

const { given } = deciderSpec(userDecider);
const at = new Date('2026-11-22T10:00:00Z');
const iso = at.toISOString();
const registered = (userType: 'STAFF' | null = null): UserEvent => ({
  type: 'UserRegistered',
  data: {
    userId: 'u1',
    fullName: 'Ada',
    email: 'ada@x.io',
    phone: '+1 212 555 0100',
    passwordHash: 'h1',
    userType,
    emailConfirmed: false,
    confirmationHash: 'c1',
    confirmationExpiresAt: '2026-11-24T10:00:00.000Z',
    registeredAt: iso,
  },
});
const resetRequested: UserEvent = {
  type: 'PasswordResetRequested',
  data: { tokenHash: 'r1', expiresAt: '2026-11-22T11:00:00.000Z', at: iso },
};
const blocked: UserEvent = { type: 'UserBlocked', data: { at: iso } };

describe('user decider', () => {
  it('registers an account awaiting confirmation, once per stream', () => {
    const register = {
      type: 'Register',
      userId: 'u1',
      fullName: 'Ada',
      email: 'ada@x.io',
      phone: '+1 212 555 0100',
      passwordHash: 'h1',
      userType: null,
      confirmationHash: 'c1',
      confirmationExpiresAt: new Date('2026-11-24T10:00:00Z'),
      confirmed: false,
      at,
    } as const;
    given().when(register).then([registered()]).when(register).thenThrows('EMAIL_ALREADY_EXISTS');
  });

  it('confirms only with the mailed token, before it expires, once', () => {
    given(registered()).when({ type: 'ConfirmEmail', tokenHash: 'other', at }).thenThrows('CONFIRMATION_LINK_INVALID');
    given(registered())
      .when({ type: 'ConfirmEmail', tokenHash: 'c1', at: new Date('2026-11-25T00:00:00Z') })
      .thenThrows('CONFIRMATION_LINK_EXPIRED');
    const confirmed = given(registered())
      .when({ type: 'ConfirmEmail', tokenHash: 'c1', at })
      .then([{ type: 'EmailConfirmed', data: { confirmedAt: iso } }]);
    expect(confirmed.state.emailConfirmed).toBe(true);
    confirmed.when({ type: 'ConfirmEmail', tokenHash: 'c1', at }).thenNothing();
  });

  it('tells invalid, used and expired reset links apart', () => {
    given(registered(), resetRequested)
      .when({ type: 'ResetPassword', tokenHash: 'nope', passwordHash: 'h2', at })
      .thenThrows('RESET_LINK_INVALID');
    given(registered(), resetRequested)
      .when({ type: 'ResetPassword', tokenHash: 'r1', passwordHash: 'h2', at: new Date('2026-11-22T12:00:00Z') })
      .thenThrows('RESET_LINK_EXPIRED');
    const used = given(registered(), resetRequested)
      .when({ type: 'ResetPassword', tokenHash: 'r1', passwordHash: 'h2', at })
      .then([{ type: 'PasswordReset', data: { tokenHash: 'r1', passwordHash: 'h2', at: iso } }]);
    expect(used.state.passwordHash).toBe('h2');
    used.when({ type: 'ResetPassword', tokenHash: 'r1', passwordHash: 'h3', at }).thenThrows('RESET_LINK_USED');
  });

  it('changes the password only when the current one matched', () => {
    given(registered())
      .when({ type: 'ChangePassword', currentPasswordMatches: false, passwordHash: 'h2', at })
      .thenThrows('WRONG_CURRENT_PASSWORD', { details: { fields: [{ field: 'currentPassword', code: 'WRONG_CURRENT_PASSWORD' }] } });
    const changed = given(registered())
      .when({ type: 'ChangePassword', currentPasswordMatches: true, passwordHash: 'h2', at })
      .then([{ type: 'PasswordChanged', data: { passwordHash: 'h2', at: iso } }]);
    expect(changed.state.passwordHash).toBe('h2');
  });

  it('blocks and unblocks idempotently', () => {
    const isBlocked = given(registered()).when({ type: 'Block', at }).then([blocked]);
    expect(isBlocked.state.blocked).toBe(true);
    isBlocked.when({ type: 'Block', at }).thenNothing();
    const unblocked = isBlocked.when({ type: 'Unblock', at }).then([{ type: 'UserUnblocked', data: { at: iso } }]);
    expect(unblocked.state.blocked).toBe(false);
    unblocked.when({ type: 'Unblock', at }).thenNothing();
  });

  it('lets staff act only as a seller', () => {
    given(registered('STAFF')).when({ type: 'StartImpersonation', impersonatorId: 's1', at }).thenThrows('CANNOT_IMPERSONATE');
    given(registered())
      .when({ type: 'StartImpersonation', impersonatorId: 's1', at })
      .then([{ type: 'ImpersonationStarted', data: { impersonatorId: 's1', at: iso } }]);
  });

  it('refuses commands for an account that does not exist', () => {
    given().when({ type: 'Block', at }).thenThrows('NOT_FOUND');
  });
});
