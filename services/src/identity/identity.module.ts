import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { BlockUserHandler } from './commands/block-user';
import { ChangePasswordHandler } from './commands/change-password';
import { ConfirmEmailHandler } from './commands/confirm-email';
import { EndImpersonationHandler } from './commands/end-impersonation';
import { LoginHandler } from './commands/login';
import { LogoutHandler } from './commands/logout';
import { RefreshSessionHandler } from './commands/refresh-session';
import { RegisterHandler } from './commands/register';
import { RequestPasswordResetHandler } from './commands/request-password-reset';
import { ResendConfirmationHandler } from './commands/resend-confirmation';
import { ResetPasswordHandler } from './commands/reset-password';
import { StartImpersonationHandler } from './commands/start-impersonation';
import { UnblockUserHandler } from './commands/unblock-user';
import { UpdateProfileHandler } from './commands/update-profile';
import { AdminUsersController } from './http/admin-users.controller';
import { DevMailboxController } from './http/dev-mailbox.controller';
import { UserController } from './http/user.controller';
import { GoogleOidc } from './google/google-oidc';
import { SignInWithGoogleHandler } from './google/sign-in-with-google';
import { GuessingLimits } from './guessing/guessing-limits';
import { CaptchaCheck, captchaVerifierFor } from './captcha/captcha-check';
import { CAPTCHA_VERIFIER } from './captcha/captcha-verifier';
import { APP_CONFIG } from '../persistence/tokens';
import { CheckResetLinkHandler } from './queries/check-reset-link';
import { IdentityDeps } from './identity-deps';
import { SessionLiveness } from './session-liveness';
import { OpenImpersonations } from './open-impersonations';
import { GetUserHandler, ListUsersHandler } from './queries/admin-users';
import { AuthenticateAccessTokenHandler } from './queries/authenticate-access-token';
import { GetMeHandler } from './queries/get-me';
import { GetStaffActionsHandler } from './queries/get-staff-actions';
import { ReadDevMailboxHandler } from './queries/read-dev-mailbox';
import { ReadMailboxByPasswordHandler } from './queries/read-mailbox-by-password';

const controllers = [UserController, AdminUsersController, DevMailboxController];
const commandHandlers = [
  RegisterHandler,
  ConfirmEmailHandler,
  LoginHandler,
  RefreshSessionHandler,
  LogoutHandler,
  RequestPasswordResetHandler,
  ResendConfirmationHandler,
  ResetPasswordHandler,
  ChangePasswordHandler,
  UpdateProfileHandler,
  BlockUserHandler,
  UnblockUserHandler,
  StartImpersonationHandler,
  EndImpersonationHandler,
  SignInWithGoogleHandler,
];
const queryHandlers = [
  AuthenticateAccessTokenHandler,
  GetMeHandler,
  GetStaffActionsHandler,
  ListUsersHandler,
  GetUserHandler,
  ReadDevMailboxHandler,
  ReadMailboxByPasswordHandler,
  CheckResetLinkHandler,
];
const captcha = [CaptchaCheck, { provide: CAPTCHA_VERIFIER, useFactory: captchaVerifierFor, inject: [APP_CONFIG] }];

/** Identity and access: accounts, sessions, passwords, profile. SessionLiveness and OpenImpersonations serve the app-wide AuthGuard. */
@Module({
  imports: [CqrsModule],
  controllers,
  providers: [
    IdentityDeps,
    GoogleOidc,
    SessionLiveness,
    OpenImpersonations,
    GuessingLimits,
    ...captcha,
    ...commandHandlers,
    ...queryHandlers,
  ],
  exports: [SessionLiveness, OpenImpersonations],
})
export class IdentityModule {}
