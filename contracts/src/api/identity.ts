// Accounts and sessions (spec 3 User, 4 Session, 7 Calls). Auth routes keep the spec's names.
import { z } from 'zod';
import { commandResult, defineRoute, pageOf, pageQuery } from './route';
import { emailField, fullNameField, passwordField, phoneField } from './identity-fields';

export const USER_TYPES = ['WAREHOUSE_MANAGER', 'STAFF'] as const;
export const NOTIFICATION_CATEGORIES = ['WAREHOUSE_OPERATIONS', 'BILLING_AND_SUBSCRIPTION', 'ONBOARDING', 'OTHER'] as const;

export const userView = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  userType: z.enum(USER_TYPES).nullable(),
  blocked: z.boolean(),
  emailConfirmed: z.boolean(),
  lastPasswordChangeAt: z.string().nullable(),
  notifications: z.object({ categories: z.array(z.enum(NOTIFICATION_CATEGORIES)), email: z.string().nullable() }),
});
export type UserView = z.infer<typeof userView>;

/** The token of a solved captcha widget, when the server asks for one (GET /runtime-config `captcha`). */
const captchaToken = z.string().max(4096).optional();
export const registerBody = z
  .object({ fullName: fullNameField, email: emailField, phone: phoneField, password: passwordField, captchaToken })
  .strict();
/** `captchaToken` is needed after repeated failed logins for the email (CAPTCHA_REQUIRED says when). */
export const loginBody = z.object({ email: emailField, password: z.string().min(1).max(128), captchaToken }).strict();
export const tokenPair = z.object({ access: z.string(), refresh: z.string(), user: userView });
export const refreshBody = z.object({ refresh: z.string().min(1).max(400) }).strict();
/** The spec's answer is { access }; the rotated refresh token rides along for clients that rotate. */
export const refreshAnswer = z.object({ access: z.string(), refresh: z.string() });
export const confirmEmailBody = z.object({ userId: z.uuid(), token: z.string().min(1).max(200) }).strict();
export const requestPasswordResetBody = z.object({ email: emailField }).strict();
export const resendConfirmationBody = requestPasswordResetBody;
export const resetPasswordBody = z.object({ userId: z.uuid(), token: z.string().min(1).max(200), password: passwordField }).strict();
export const checkResetLinkBody = resetPasswordBody.omit({ password: true });
export const resetLinkValid = z.object({ valid: z.literal(true) });
export const changePasswordBody = z.object({ currentPassword: z.string().min(1).max(128), newPassword: passwordField }).strict();
export const updateProfileBody = z.object({ fullName: fullNameField.optional(), phone: phoneField.optional() }).strict();
export const notificationSettingsBody = z
  .object({ categories: z.array(z.enum(NOTIFICATION_CATEGORIES)).max(4), email: z.union([emailField, z.literal('')]).nullable() })
  .strict();
export const acceptedAnswer = z.object({ accepted: z.literal(true) });

/** The seller's documents without a timeline of their own, on which staff acting as the seller leave a trace. */
export const STAFF_ACTION_DOCUMENTS = ['PROFILE', 'WEBHOOK', 'PRODUCT', 'PRODUCT_DEFAULTS', 'SALES_CHANNEL', 'AUTO_FULFILLMENT'] as const;
export type StaffActionDocument = (typeof STAFF_ACTION_DOCUMENTS)[number];
/**
 * One change a staff member made while acting as the seller: the event's `type` (the web words it in the reader's
 * language), the document it changed and what the event names openly (an SKU, a URL, a channel's name).
 */
export const staffAction = z.object({
  /** The event's position. */
  id: z.string(),
  type: z.string(),
  at: z.string(),
  staffId: z.string(),
  staffName: z.string().nullable(),
  document: z.enum(STAFF_ACTION_DOCUMENTS),
  documentId: z.string(),
  subject: z.string().nullable(),
});
export type StaffAction = z.infer<typeof staffAction>;
export const staffActionsPage = pageOf(staffAction);

export type RegisterBody = z.infer<typeof registerBody>;
export type LoginBody = z.infer<typeof loginBody>;

export const googleStartQuery = z.object({ redirectTo: z.string().max(500).optional() });
export const googleStartAnswer = z.object({ url: z.string() });
export const googleStatusAnswer = z.object({ enabled: z.boolean() });
export const googleCallbackBody = z
  .object({ code: z.string().min(1).max(2000), state: z.string().min(1).max(4000), iss: z.string().max(500).optional() })
  .strict();
export const googleCallbackAnswer = tokenPair.extend({ redirectTo: z.string().nullable() });

export const identityRoutes = {
  googleStatus: defineRoute({
    method: 'GET',
    path: '/user/google/status',
    summary: 'Whether Google sign-in is configured (the sign-in pages show its button only then)',
    tag: 'user',
    response: googleStatusAnswer,
  }),
  googleStart: defineRoute({
    method: 'GET',
    path: '/user/google/start',
    summary: 'The Google (OpenID Connect) authorization URL to send the browser to',
    tag: 'user',
    query: googleStartQuery,
    response: googleStartAnswer,
  }),
  googleCallback: defineRoute({
    method: 'POST',
    path: '/user/google/callback',
    summary: 'Finish Google sign-in or sign-up with the code from /google/login/callback',
    tag: 'user',
    body: googleCallbackBody,
    response: googleCallbackAnswer,
  }),
  register: defineRoute({
    method: 'POST',
    path: '/user/register/',
    summary: 'Create a seller account; a confirmation link is mailed',
    tag: 'user',
    body: registerBody,
    response: commandResult,
    status: 201,
  }),
  confirmEmail: defineRoute({
    method: 'POST',
    path: '/user/confirm-email/',
    summary: 'Confirm the email with the mailed one-time link',
    tag: 'user',
    body: confirmEmailBody,
    response: commandResult,
  }),
  login: defineRoute({
    method: 'POST',
    path: '/user/login/',
    summary: 'Log in with email and password',
    tag: 'user',
    body: loginBody,
    response: tokenPair,
  }),
  refresh: defineRoute({
    method: 'POST',
    path: '/user/refresh_jwt/',
    summary: 'Exchange a refresh token for a new access token (rotating)',
    tag: 'user',
    body: refreshBody,
    response: refreshAnswer,
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/user/logout/',
    summary: 'End the session of a refresh token',
    tag: 'user',
    body: refreshBody,
    response: acceptedAnswer,
  }),
  me: defineRoute({ method: 'GET', path: '/user/me/', summary: 'The signed-in user', tag: 'user', response: userView }),
  staffActions: defineRoute({
    method: 'GET',
    path: '/user/me/staff-actions/',
    summary: 'Changes staff made while acting as the seller (profile, webhooks, products, channels, settings), newest first',
    tag: 'user',
    query: pageQuery,
    response: staffActionsPage,
  }),
  resendConfirmation: defineRoute({
    method: 'POST',
    path: '/user/resend-confirmation/',
    summary: 'Mail a new email confirmation link to an unconfirmed account (answers the same for any email; rate-limited)',
    tag: 'user',
    body: resendConfirmationBody,
    response: acceptedAnswer,
  }),
  requestPasswordReset: defineRoute({
    method: 'POST',
    path: '/user/request-password-reset/',
    summary: 'Mail a password reset link (answers the same whether or not the email exists)',
    tag: 'user',
    body: requestPasswordResetBody,
    response: acceptedAnswer,
  }),
  resetPassword: defineRoute({
    method: 'POST',
    path: '/user/reset-password/',
    summary: 'Set a new password with a reset link',
    tag: 'user',
    body: resetPasswordBody,
    response: commandResult,
  }),
  checkResetLink: defineRoute({
    method: 'POST',
    path: '/user/reset-password/check/',
    summary: 'Whether a reset link may still set a password (RESET_LINK_USED / _EXPIRED / _INVALID otherwise); changes nothing',
    tag: 'user',
    body: checkResetLinkBody,
    response: resetLinkValid,
  }),
  changePassword: defineRoute({
    method: 'POST',
    path: '/user/change-password/',
    summary: 'Change the password',
    tag: 'user',
    body: changePasswordBody,
    response: commandResult,
  }),
  updateProfile: defineRoute({
    method: 'PATCH',
    path: '/user/profile/',
    summary: 'Update full name or phone',
    tag: 'user',
    body: updateProfileBody,
    response: commandResult,
  }),
  notificationSettings: defineRoute({
    method: 'PUT',
    path: '/user/notification-settings/',
    summary: 'Email notification categories and address',
    tag: 'user',
    body: notificationSettingsBody,
    response: commandResult,
  }),
};
