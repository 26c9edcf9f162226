// One account: registration, confirmation, passwords, profile, blocking. Secrets arrive hashed; time arrives in commands.
import { ErrorCode, type NOTIFICATION_CATEGORIES, type USER_TYPES } from '@ledgerhouse/contracts';
import { DomainError } from '../../errors/domain-error';
import type { Decider } from '../../event-sourcing/decider';
import type { UserEvent } from '@ledgerhouse/contracts';

type UserType = (typeof USER_TYPES)[number];
type Category = (typeof NOTIFICATION_CATEGORIES)[number];

interface OneTimeToken {
  hash: string;
  expiresAt: string;
  used: boolean;
}

export interface UserState {
  exists: boolean;
  id: string;
  email: string;
  fullName: string;
  phone: string;
  lastPasswordChangeAt: string | null;
  notifications: { categories: Category[]; email: string | null };
  passwordHash: string;
  userType: UserType | null;
  emailConfirmed: boolean;
  blocked: boolean;
  confirmation: OneTimeToken | null;
  resets: OneTimeToken[];
}

export type UserCommand =
  | {
      type: 'Register';
      userId: string;
      fullName: string;
      email: string;
      phone: string;
      passwordHash: string;
      userType: UserType | null;
      confirmationHash: string;
      confirmationExpiresAt: Date;
      confirmed: boolean;
      at: Date;
    }
  | { type: 'ConfirmEmail'; tokenHash: string; at: Date }
  /** The email was verified by a trusted identity provider (Google). */
  | { type: 'ConfirmEmailVerifiedByProvider'; at: Date }
  | { type: 'RecordLogin'; sessionId: string; at: Date }
  | { type: 'RenewConfirmationLink'; tokenHash: string; expiresAt: Date; at: Date }
  | { type: 'RequestPasswordReset'; tokenHash: string; expiresAt: Date; at: Date }
  | { type: 'ResetPassword'; tokenHash: string; passwordHash: string; at: Date }
  | { type: 'ChangePassword'; currentPasswordMatches: boolean; passwordHash: string; at: Date }
  | { type: 'UpdateProfile'; fullName?: string; phone?: string; at: Date }
  | { type: 'ChangeNotificationSettings'; categories: Category[]; email: string | null; at: Date }
  | { type: 'Block'; at: Date }
  | { type: 'Unblock'; at: Date }
  | { type: 'StartImpersonation'; impersonatorId: string; at: Date }
  | { type: 'EndImpersonation'; impersonatorId: string; at: Date };

export const userStream = (id: string) => `user-${id}`;

const ALL_CATEGORIES: Category[] = ['WAREHOUSE_OPERATIONS', 'BILLING_AND_SUBSCRIPTION', 'ONBOARDING', 'OTHER'];

export const initialUserState: UserState = {
  id: '',
  fullName: '',
  phone: '',
  lastPasswordChangeAt: null,
  notifications: { categories: ALL_CATEGORIES, email: null },
  exists: false,
  email: '',
  passwordHash: '',
  userType: null,
  emailConfirmed: false,
  blocked: false,
  confirmation: null,
  resets: [],
};

function evolve(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserRegistered':
      return {
        ...state,
        exists: true,
        id: event.data.userId,
        fullName: event.data.fullName,
        phone: event.data.phone,
        lastPasswordChangeAt: event.data.registeredAt,
        email: event.data.email,
        passwordHash: event.data.passwordHash,
        userType: event.data.userType,
        emailConfirmed: event.data.emailConfirmed,
        confirmation: event.data.confirmationHash
          ? { hash: event.data.confirmationHash, expiresAt: event.data.confirmationExpiresAt!, used: false }
          : null,
      };
    case 'EmailConfirmed':
      return { ...state, emailConfirmed: true, confirmation: state.confirmation && { ...state.confirmation, used: true } };
    case 'ConfirmationLinkRenewed':
      return {
        ...state,
        confirmation: { hash: event.data.confirmationHash, expiresAt: event.data.confirmationExpiresAt, used: false },
      };
    case 'PasswordResetRequested':
      return { ...state, resets: [...state.resets, { hash: event.data.tokenHash, expiresAt: event.data.expiresAt, used: false }] };
    case 'PasswordReset':
      return {
        ...state,
        passwordHash: event.data.passwordHash,
        lastPasswordChangeAt: event.data.at,
        resets: state.resets.map((r) => (r.hash === event.data.tokenHash ? { ...r, used: true } : r)),
      };
    case 'PasswordChanged':
      return { ...state, passwordHash: event.data.passwordHash, lastPasswordChangeAt: event.data.at };
    case 'ProfileUpdated':
      return { ...state, fullName: event.data.fullName ?? state.fullName, phone: event.data.phone ?? state.phone };
    case 'NotificationSettingsChanged':
      return { ...state, notifications: { categories: event.data.categories, email: event.data.email } };
    case 'UserBlocked':
      return { ...state, blocked: true };
    case 'UserUnblocked':
      return { ...state, blocked: false };
    case 'UserLoggedIn':
    case 'ImpersonationStarted':
    case 'ImpersonationEnded':
      return state;
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}

function decide(command: UserCommand, state: UserState): UserEvent[] {
  if (command.type === 'Register') {
    if (state.exists) throw new DomainError(ErrorCode.EMAIL_ALREADY_EXISTS);
    return [
      {
        type: 'UserRegistered',
        data: {
          userId: command.userId,
          fullName: command.fullName,
          email: command.email,
          phone: command.phone,
          passwordHash: command.passwordHash,
          userType: command.userType,
          emailConfirmed: command.confirmed,
          confirmationHash: command.confirmed ? null : command.confirmationHash,
          confirmationExpiresAt: command.confirmed ? null : command.confirmationExpiresAt.toISOString(),
          registeredAt: command.at.toISOString(),
        },
      },
    ];
  }
  if (!state.exists) throw new DomainError(ErrorCode.NOT_FOUND);
  const at = command.at.toISOString();
  switch (command.type) {
    case 'ConfirmEmail': {
      if (state.emailConfirmed) return [];
      const token = state.confirmation;
      if (!token || token.hash !== command.tokenHash) throw new DomainError(ErrorCode.CONFIRMATION_LINK_INVALID);
      if (new Date(token.expiresAt) < command.at) throw new DomainError(ErrorCode.CONFIRMATION_LINK_EXPIRED);
      return [{ type: 'EmailConfirmed', data: { confirmedAt: at } }];
    }
    case 'ConfirmEmailVerifiedByProvider':
      return state.emailConfirmed ? [] : [{ type: 'EmailConfirmed', data: { confirmedAt: at } }];
    case 'RenewConfirmationLink':
      if (state.emailConfirmed) return [];
      return [
        {
          type: 'ConfirmationLinkRenewed',
          data: { confirmationHash: command.tokenHash, confirmationExpiresAt: command.expiresAt.toISOString(), at },
        },
      ];
    case 'RecordLogin':
      return [{ type: 'UserLoggedIn', data: { sessionId: command.sessionId, at } }];
    case 'RequestPasswordReset':
      return [{ type: 'PasswordResetRequested', data: { tokenHash: command.tokenHash, expiresAt: command.expiresAt.toISOString(), at } }];
    case 'ResetPassword': {
      const problem = resetLinkProblem(state, command.tokenHash, command.at);
      if (problem) throw new DomainError(problem);
      return [{ type: 'PasswordReset', data: { tokenHash: command.tokenHash, passwordHash: command.passwordHash, at } }];
    }
    case 'ChangePassword':
      if (!command.currentPasswordMatches) {
        throw new DomainError(
          ErrorCode.WRONG_CURRENT_PASSWORD,
          {},
          { fields: [{ field: 'currentPassword', code: ErrorCode.WRONG_CURRENT_PASSWORD }] },
        );
      }
      return [{ type: 'PasswordChanged', data: { passwordHash: command.passwordHash, at } }];
    case 'UpdateProfile':
      if (command.fullName === undefined && command.phone === undefined) return [];
      return [{ type: 'ProfileUpdated', data: { fullName: command.fullName ?? null, phone: command.phone ?? null, at } }];
    case 'ChangeNotificationSettings':
      return [{ type: 'NotificationSettingsChanged', data: { categories: [...new Set(command.categories)], email: command.email, at } }];
    case 'Block':
      return state.blocked ? [] : [{ type: 'UserBlocked', data: { at } }];
    case 'Unblock':
      return state.blocked ? [{ type: 'UserUnblocked', data: { at } }] : [];
    case 'StartImpersonation':
      if (state.userType !== null) throw new DomainError(ErrorCode.CANNOT_IMPERSONATE);
      return [{ type: 'ImpersonationStarted', data: { impersonatorId: command.impersonatorId, at } }];
    case 'EndImpersonation':
      return [{ type: 'ImpersonationEnded', data: { impersonatorId: command.impersonatorId, at } }];
    default: {
      const unreachable: never = command;
      return unreachable;
    }
  }
}

export const userDecider: Decider<UserCommand, UserEvent, UserState> = { initialState: initialUserState, evolve, decide };

/** Why a reset link cannot set a password now (null: it can); the page checks this before showing its form. */
export function resetLinkProblem(
  state: UserState,
  tokenHash: string,
  at: Date,
): typeof ErrorCode.RESET_LINK_INVALID | typeof ErrorCode.RESET_LINK_USED | typeof ErrorCode.RESET_LINK_EXPIRED | null {
  const token = state.resets.find((r) => r.hash === tokenHash);
  if (!token) return ErrorCode.RESET_LINK_INVALID;
  if (token.used) return ErrorCode.RESET_LINK_USED;
  if (new Date(token.expiresAt) < at) return ErrorCode.RESET_LINK_EXPIRED;
  return null;
}
