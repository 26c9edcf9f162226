// The users read model: who exists, their profile, type, blocked flag and notification settings.
import type { UserEvent } from '@ledgerhouse/contracts';
import type { StoredEvent } from '@ledgerhouse/infra';
import type { Projector } from './projector';

const userId = (event: StoredEvent) => event.streamId.slice('user-'.length);

export const usersProjector: Projector = {
  name: 'users',
  tables: ['users'],
  handles: [
    'UserRegistered',
    'EmailConfirmed',
    'UserLoggedIn',
    'PasswordReset',
    'PasswordChanged',
    'ProfileUpdated',
    'NotificationSettingsChanged',
    'UserBlocked',
    'UserUnblocked',
  ],
  async apply(trx, stored) {
    const event = { type: stored.type, data: stored.data } as UserEvent;
    const id = userId(stored);
    const update = (set: Record<string, unknown>) =>
      trx
        .updateTable('users')
        .set({ ...set, position: stored.position })
        .where('id', '=', id)
        .execute();
    switch (event.type) {
      case 'UserRegistered':
        await trx
          .insertInto('users')
          .values({
            id: event.data.userId,
            email: event.data.email,
            full_name: event.data.fullName,
            phone: event.data.phone,
            user_type: event.data.userType,
            blocked: false,
            email_confirmed: event.data.emailConfirmed,
            registered_at: event.data.registeredAt,
            last_login_at: null,
            last_password_change_at: event.data.registeredAt,
            notification_categories: JSON.stringify(['WAREHOUSE_OPERATIONS', 'BILLING_AND_SUBSCRIPTION', 'ONBOARDING', 'OTHER']),
            notification_email: null,
            position: stored.position,
          })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
        return;
      case 'EmailConfirmed':
        return void (await update({ email_confirmed: true }));
      case 'UserLoggedIn':
        return void (await update({ last_login_at: event.data.at }));
      case 'PasswordReset':
      case 'PasswordChanged':
        return void (await update({ last_password_change_at: event.data.at }));
      case 'ProfileUpdated':
        return void (await update({
          ...(event.data.fullName !== null ? { full_name: event.data.fullName } : {}),
          ...(event.data.phone !== null ? { phone: event.data.phone } : {}),
        }));
      case 'NotificationSettingsChanged':
        return void (await update({
          notification_categories: JSON.stringify(event.data.categories),
          notification_email: event.data.email,
        }));
      case 'UserBlocked':
        return void (await update({ blocked: true }));
      case 'UserUnblocked':
        return void (await update({ blocked: false }));
      case 'PasswordResetRequested':
      case 'ConfirmationLinkRenewed':
      case 'ImpersonationStarted':
      case 'ImpersonationEnded':
        return;
      default: {
        const unreachable: never = event;
        return unreachable;
      }
    }
  },
};
