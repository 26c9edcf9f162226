import { Controller, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import { identityRoutes as routes, type BodyOf, type QueryOf } from '@ledgerhouse/contracts';
import { ContractRoute, ValidBody, ValidQuery } from '../../http/contract-route';
import { CaptchaCheck } from '../captcha/captcha-check';
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
import { ResendConfirmation } from '../commands/resend-confirmation';
import { ResetPassword } from '../commands/reset-password';
import { UpdateProfile } from '../commands/update-profile';
import { CheckResetLink } from '../queries/check-reset-link';
import { GetMe } from '../queries/get-me';
import { GetStaffActions } from '../queries/get-staff-actions';
import { AnyUser, BlockedAllowed, Public } from '../../http/auth/access.decorators';
import { CurrentSessionId, CurrentUserId } from '../../http/auth/current-user';

@Controller()
export class UserController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly google: GoogleOidc,
    private readonly captcha: CaptchaCheck,
  ) {}

  @Public()
  @AuthRateLimit()
  @ContractRoute(routes.register)
  async register(@ValidBody(routes.register) { captchaToken, ...body }: BodyOf<typeof routes.register>, @Req() req: Request) {
    await this.captcha.require(captchaToken, req.ip);
    return this.commands.execute(new Register(body));
  }

  @Public()
  @ContractRoute(routes.confirmEmail)
  confirmEmail(@ValidBody(routes.confirmEmail) body: BodyOf<typeof routes.confirmEmail>) {
    return this.commands.execute(new ConfirmEmail(body.userId, body.token));
  }

  @Public()
  @ContractRoute(routes.googleStatus)
  googleStatus() {
    return { enabled: this.google.enabled };
  }

  @Public()
  @AuthRateLimit()
  @ContractRoute(routes.googleStart)
  async googleStart(@ValidQuery(routes.googleStart) query: QueryOf<typeof routes.googleStart>) {
    return { url: await this.google.authorizationUrl(query.redirectTo ?? null) };
  }

  @Public()
  @AuthRateLimit()
  @ContractRoute(routes.googleCallback)
  async googleCallback(
    @ValidBody(routes.googleCallback) body: BodyOf<typeof routes.googleCallback>,
    @Res({ passthrough: true }) res: Response,
  ) {
    const { position, ...tokens } = await this.commands.execute(new SignInWithGoogle(body.code, body.state, body.iss));
    res.setHeader('X-Position', position);
    return tokens;
  }

  /** The answer's X-Position lets the client read its own login (e.g. GET user/me/ with X-Min-Position). */
  @Public()
  @AuthRateLimit()
  @ContractRoute(routes.login)
  async login(@ValidBody(routes.login) body: BodyOf<typeof routes.login>, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    const { position, ...tokens } = await this.commands.execute(
      new Login(body.email, body.password, { token: body.captchaToken, remoteIp: req.ip }),
    );
    res.setHeader('X-Position', position);
    return tokens;
  }

  @Public()
  @ContractRoute(routes.refresh)
  refresh(@ValidBody(routes.refresh) body: BodyOf<typeof routes.refresh>) {
    return this.commands.execute(new RefreshSession(body.refresh));
  }

  @Public()
  @ContractRoute(routes.logout)
  logout(@ValidBody(routes.logout) body: BodyOf<typeof routes.logout>) {
    return this.commands.execute(new Logout(body.refresh));
  }

  @AnyUser()
  @BlockedAllowed()
  @ContractRoute(routes.me)
  me(@CurrentUserId() userId: string) {
    return this.queries.execute(new GetMe(userId));
  }

  @ContractRoute(routes.staffActions)
  staffActions(@CurrentUserId() sellerId: string, @ValidQuery(routes.staffActions) page: QueryOf<typeof routes.staffActions>) {
    return this.queries.execute(new GetStaffActions(sellerId, page));
  }

  @Public()
  @AuthRateLimit()
  @ContractRoute(routes.requestPasswordReset)
  requestPasswordReset(@ValidBody(routes.requestPasswordReset) body: BodyOf<typeof routes.requestPasswordReset>) {
    return this.commands.execute(new RequestPasswordReset(body.email));
  }

  @Public()
  @AuthRateLimit()
  @ContractRoute(routes.resendConfirmation)
  resendConfirmation(@ValidBody(routes.resendConfirmation) body: BodyOf<typeof routes.resendConfirmation>) {
    return this.commands.execute(new ResendConfirmation(body.email));
  }

  @Public()
  @AuthRateLimit()
  @ContractRoute(routes.checkResetLink)
  checkResetLink(@ValidBody(routes.checkResetLink) body: BodyOf<typeof routes.checkResetLink>) {
    return this.queries.execute(new CheckResetLink(body.userId, body.token));
  }

  @Public()
  @AuthRateLimit()
  @ContractRoute(routes.resetPassword)
  resetPassword(@ValidBody(routes.resetPassword) body: BodyOf<typeof routes.resetPassword>) {
    return this.commands.execute(new ResetPassword(body.userId, body.token, body.password));
  }

  @AnyUser()
  @ContractRoute(routes.changePassword)
  changePassword(
    @CurrentUserId() userId: string,
    @CurrentSessionId() sessionId: string | null,
    @ValidBody(routes.changePassword) body: BodyOf<typeof routes.changePassword>,
  ) {
    return this.commands.execute(new ChangePassword(userId, body.currentPassword, body.newPassword, sessionId));
  }

  @AnyUser()
  @ContractRoute(routes.updateProfile)
  updateProfile(@CurrentUserId() userId: string, @ValidBody(routes.updateProfile) body: BodyOf<typeof routes.updateProfile>) {
    return this.commands.execute(new UpdateProfile(userId, { type: 'UpdateProfile', ...body }));
  }

  @AnyUser()
  @ContractRoute(routes.notificationSettings)
  notificationSettings(
    @CurrentUserId() userId: string,
    @ValidBody(routes.notificationSettings) body: BodyOf<typeof routes.notificationSettings>,
  ) {
    return this.commands.execute(
      new UpdateProfile(userId, { type: 'ChangeNotificationSettings', categories: body.categories, email: body.email || null }),
    );
  }
}
