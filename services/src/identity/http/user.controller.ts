import { Controller, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { identityRoutes as routes, type LoginBody, type RegisterBody } from '@ledgerhouse/contracts';
import type { z } from 'zod';
import { ContractRoute, ValidBody, ValidQuery } from '../../http/contract-route';
import { GoogleOidc } from '../google/google-oidc';
import { SignInWithGoogle } from '../google/sign-in-with-google';
import { AuthRateLimit } from '../../http/rate-limit.guard';
import { ChangePassword } from '../commands/change-password';
import { ConfirmEmail } from '../commands/confirm-email';
import { Login } from '../commands/login';
import { Logout } from '../commands/logout';
import { RefreshSession } from '../commands/refresh-session';
import { Register } from '../commands/register';
import { RequestPasswordReset } from '../commands/request-password-reset';
import { ResetPassword } from '../commands/reset-password';
import { UpdateProfile } from '../commands/update-profile';
import { GetMe } from '../queries/get-me';
import { BlockedAllowed, Public } from './access.decorators';
import { CurrentUserId } from './current-user';

type Body<K extends keyof typeof routes> = z.infer<NonNullable<(typeof routes)[K]['body']>>;

@Controller()
export class UserController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly google: GoogleOidc,
  ) {}

  @Public()
  @AuthRateLimit()
  @ContractRoute(routes.register)
  register(@ValidBody(routes.register) body: RegisterBody) {
    return this.commands.execute(new Register(body));
  }

  @Public()
  @ContractRoute(routes.confirmEmail)
  confirmEmail(@ValidBody(routes.confirmEmail) body: Body<'confirmEmail'>) {
    return this.commands.execute(new ConfirmEmail(body.userId, body.token));
  }

  @Public()
  @AuthRateLimit()
  @ContractRoute(routes.googleStart)
  async googleStart(@ValidQuery(routes.googleStart) query: { redirectTo?: string }) {
    return { url: await this.google.authorizationUrl(query.redirectTo ?? null) };
  }

  @Public()
  @AuthRateLimit()
  @ContractRoute(routes.googleCallback)
  async googleCallback(@ValidBody(routes.googleCallback) body: Body<'googleCallback'>, @Res({ passthrough: true }) res: Response) {
    const { position, ...tokens } = await this.commands.execute(new SignInWithGoogle(body.code, body.state, body.iss));
    res.setHeader('X-Position', position);
    return tokens;
  }

  /** The answer's X-Position lets the client read its own login (e.g. GET user/me/ with X-Min-Position). */
  @Public()
  @AuthRateLimit()
  @ContractRoute(routes.login)
  async login(@ValidBody(routes.login) body: LoginBody, @Res({ passthrough: true }) res: Response) {
    const { position, ...tokens } = await this.commands.execute(new Login(body.email, body.password));
    res.setHeader('X-Position', position);
    return tokens;
  }

  @Public()
  @ContractRoute(routes.refresh)
  refresh(@ValidBody(routes.refresh) body: Body<'refresh'>) {
    return this.commands.execute(new RefreshSession(body.refresh));
  }

  @Public()
  @ContractRoute(routes.logout)
  logout(@ValidBody(routes.logout) body: Body<'logout'>) {
    return this.commands.execute(new Logout(body.refresh));
  }

  @BlockedAllowed()
  @ContractRoute(routes.me)
  me(@CurrentUserId() userId: string) {
    return this.queries.execute(new GetMe(userId));
  }

  @Public()
  @AuthRateLimit()
  @ContractRoute(routes.requestPasswordReset)
  requestPasswordReset(@ValidBody(routes.requestPasswordReset) body: Body<'requestPasswordReset'>) {
    return this.commands.execute(new RequestPasswordReset(body.email));
  }

  @Public()
  @AuthRateLimit()
  @ContractRoute(routes.resetPassword)
  resetPassword(@ValidBody(routes.resetPassword) body: Body<'resetPassword'>) {
    return this.commands.execute(new ResetPassword(body.userId, body.token, body.password));
  }

  @ContractRoute(routes.changePassword)
  changePassword(@CurrentUserId() userId: string, @ValidBody(routes.changePassword) body: Body<'changePassword'>) {
    return this.commands.execute(new ChangePassword(userId, body.currentPassword, body.newPassword));
  }

  @ContractRoute(routes.updateProfile)
  updateProfile(@CurrentUserId() userId: string, @ValidBody(routes.updateProfile) body: Body<'updateProfile'>) {
    return this.commands.execute(new UpdateProfile(userId, { type: 'UpdateProfile', ...body }));
  }

  @ContractRoute(routes.notificationSettings)
  notificationSettings(@CurrentUserId() userId: string, @ValidBody(routes.notificationSettings) body: Body<'notificationSettings'>) {
    return this.commands.execute(new UpdateProfile(userId, { type: 'ChangeNotificationSettings', categories: body.categories, email: body.email || null }));
  }
}
