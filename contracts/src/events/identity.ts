// Facts on a user-<id> stream. Password and token hashes only: no secret is ever stored in the clear.
import type { NOTIFICATION_CATEGORIES, USER_TYPES } from '../api/identity';

type UserType = (typeof USER_TYPES)[number];
type Category = (typeof NOTIFICATION_CATEGORIES)[number];

export type UserEvent =
  | {
      type: 'UserRegistered';
      data: {
        userId: string;
        fullName: string;
        email: string;
        phone: string;
        passwordHash: string;
        userType: UserType | null;
        emailConfirmed: boolean;
        confirmationHash: string | null;
        confirmationExpiresAt: string | null;
        registeredAt: string;
      };
    }
  | { type: 'EmailConfirmed'; data: { confirmedAt: string } }
  /** A new confirmation link was mailed on request; it replaces the earlier one. */
  | { type: 'ConfirmationLinkRenewed'; data: { confirmationHash: string; confirmationExpiresAt: string; at: string } }
  | { type: 'UserLoggedIn'; data: { sessionId: string; at: string } }
  | { type: 'PasswordResetRequested'; data: { tokenHash: string; expiresAt: string; at: string } }
  | { type: 'PasswordReset'; data: { tokenHash: string; passwordHash: string; at: string } }
  | { type: 'PasswordChanged'; data: { passwordHash: string; at: string } }
  | { type: 'ProfileUpdated'; data: { fullName: string | null; phone: string | null; at: string } }
  | { type: 'NotificationSettingsChanged'; data: { categories: Category[]; email: string | null; at: string } }
  | { type: 'UserBlocked'; data: { at: string } }
  | { type: 'UserUnblocked'; data: { at: string } }
  | { type: 'ImpersonationStarted'; data: { impersonatorId: string; at: string } }
  | { type: 'ImpersonationEnded'; data: { impersonatorId: string; at: string } };

/** A login session: one stream per refresh-token family (session-<id>); rotation keeps the family, reuse revokes it. */
export type SessionEvent =
  | { type: 'SessionStarted'; data: { sessionId: string; userId: string; tokenHash: string; expiresAt: string; at: string } }
  | { type: 'SessionRefreshed'; data: { tokenHash: string; expiresAt: string; at: string } }
  | { type: 'SessionEnded'; data: { reason: 'LOGOUT' | 'REUSE_DETECTED' | 'PASSWORD_CHANGED'; at: string } };

/**
 * A share link for impersonation, spent (impersonation-link-<sha256(token)>): the first start with it appends this to a
 * new stream, so a second use of the same link finds the stream taken.
 */
export type ImpersonationLinkEvent = { type: 'ImpersonationLinkUsed'; data: { userId: string; usedBy: string; at: string } };

/** Claims an email for exactly one account (user-email-<sha256(email)>), so two sign-ups cannot share it. */
export type EmailClaimEvent =
  | { type: 'EmailClaimed'; data: { email: string; userId: string } }
  /** The account the claim named never came into being (its sign-up died after claiming): the email is free again. */
  | { type: 'EmailClaimReleased'; data: { userId: string } };
