// given events / then rows for the users read model, on a real event store and database.
import { newId, projectorSpec } from '../../test/support/projector-spec';
import { usersProjector } from './users';

const spec = projectorSpec(usersProjector);
const at = '2026-11-22T10:00:00.000Z';
const registered = (userId: string) => ({
  type: 'UserRegistered',
  data: {
    userId,
    fullName: 'Ada',
    email: `${userId}@x.io`,
    phone: '+1 212 555 0100',
    passwordHash: 'h',
    userType: null,
    emailConfirmed: false,
    confirmationHash: 'c',
    confirmationExpiresAt: at,
    registeredAt: at,
  },
});
const event = (type: string, data: Record<string, unknown> = {}) => ({ type, data: { at, ...data } });
const row = (id: string) =>
  spec.db
    .selectFrom('users')
    .select([
      'id',
      'email',
      'full_name',
      'phone',
      'user_type',
      'blocked',
      'email_confirmed',
      'last_login_at',
      'notification_categories',
      'notification_email',
    ])
    .where('id', '=', id)
    .executeTakeFirst();

describe('users projector', () => {
  it('lists a registered account with its profile and every notification category', async () => {
    const id = newId('user');
    await spec.given({ [`user-${id}`]: [registered(id)] });
    expect(await row(id)).toEqual({
      id,
      email: `${id}@x.io`,
      full_name: 'Ada',
      phone: '+1 212 555 0100',
      user_type: null,
      blocked: false,
      email_confirmed: false,
      last_login_at: null,
      notification_categories: ['WAREHOUSE_OPERATIONS', 'BILLING_AND_SUBSCRIPTION', 'ONBOARDING', 'OTHER'],
      notification_email: null,
    });
  });

  it('follows confirmation, logins, profile changes, notification settings and blocking', async () => {
    const id = newId('user');
    await spec.given({
      [`user-${id}`]: [
        registered(id),
        { type: 'EmailConfirmed', data: { confirmedAt: at } },
        event('UserLoggedIn', { sessionId: 's-1', at: '2026-11-23T08:00:00.000Z' }),
        event('ProfileUpdated', { fullName: 'Ada L.', phone: null }),
        event('NotificationSettingsChanged', { categories: ['ONBOARDING'], email: 'alerts@x.io' }),
        event('UserBlocked'),
      ],
    });
    expect(await row(id)).toMatchObject({
      full_name: 'Ada L.',
      phone: '+1 212 555 0100',
      blocked: true,
      email_confirmed: true,
      last_login_at: new Date('2026-11-23T08:00:00.000Z'),
      notification_categories: ['ONBOARDING'],
      notification_email: 'alerts@x.io',
    });
    await spec.given({ [`user-${id}`]: [event('UserUnblocked')] });
    expect(await row(id)).toMatchObject({ blocked: false });
  });

  it('changes nothing when the events are replayed', async () => {
    const id = newId('user');
    await spec.given({
      [`user-${id}`]: [registered(id), event('UserBlocked'), event('ProfileUpdated', { fullName: 'Grace', phone: '+44 20 7946 0000' })],
    });
    await spec.expectReplayChangesNothing(() => row(id));
  });
});
