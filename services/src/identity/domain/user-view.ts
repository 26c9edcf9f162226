import type { UserView } from '@ledgerhouse/contracts';
import type { UserState } from './user';

export function userViewOf(state: UserState): UserView {
  return {
    id: state.id,
    fullName: state.fullName,
    email: state.email,
    phone: state.phone,
    userType: state.userType,
    blocked: state.blocked,
    emailConfirmed: state.emailConfirmed,
    lastPasswordChangeAt: state.lastPasswordChangeAt,
    notifications: state.notifications,
  };
}
