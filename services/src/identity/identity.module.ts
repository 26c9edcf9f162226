import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ActOnUserHandler } from './commands/admin-user-commands';
import { ChangePasswordHandler } from './commands/change-password';
import { ConfirmEmailHandler } from './commands/confirm-email';
import { LoginHandler } from './commands/login';
import { LogoutHandler } from './commands/logout';
import { RefreshSessionHandler } from './commands/refresh-session';
import { RegisterHandler } from './commands/register';
import { RequestPasswordResetHandler } from './commands/request-password-reset';
import { ResetPasswordHandler } from './commands/reset-password';
import { UpdateProfileHandler } from './commands/update-profile';
import { AdminUsersController } from './http/admin-users.controller';
import { DevMailboxController } from './http/dev-mailbox.controller';
import { UserController } from './http/user.controller';
import { GoogleOidc } from './google/google-oidc';
import { SignInWithGoogleHandler } from './google/sign-in-with-google';
import { IdentityDeps } from './identity-deps';
import { GetUserHandler, ListUsersHandler } from './queries/admin-users';
import { GetMeHandler } from './queries/get-me';

const controllers = [UserController, AdminUsersController, DevMailboxController];
const commandHandlers = [
  RegisterHandler,
  ConfirmEmailHandler,
  LoginHandler,
  RefreshSessionHandler,
  LogoutHandler,
  RequestPasswordResetHandler,
  ResetPasswordHandler,
  ChangePasswordHandler,
  UpdateProfileHandler,
  ActOnUserHandler,
  SignInWithGoogleHandler,
];
const queryHandlers = [GetMeHandler, ListUsersHandler, GetUserHandler];

/** Identity and access: accounts, sessions, passwords, profile. */
@Module({ imports: [CqrsModule], controllers, providers: [IdentityDeps, GoogleOidc, ...commandHandlers, ...queryHandlers] })
export class IdentityModule {}
