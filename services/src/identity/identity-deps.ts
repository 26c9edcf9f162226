import { Inject, Injectable } from '@nestjs/common';
import type { Clock, MailPort } from '@ledgerhouse/infra';
import { jwtSecret, type AppConfig } from '../config/config.schema';
import { currentRequestContext } from '../event-sourcing/request-context';
import { APP_CONFIG, CLOCK, COMMAND_DEPS, MAIL_PORT, type CommandDeps } from '../persistence/tokens';
import { signJwt } from './crypto/jwt';
import type { UserState } from './domain/user';

/** What every identity handler needs: the store, the clock, mail, links and token signing. */
@Injectable()
export class IdentityDeps {
  constructor(
    @Inject(COMMAND_DEPS) readonly commands: CommandDeps,
    @Inject(CLOCK) readonly clock: Clock,
    @Inject(MAIL_PORT) readonly mail: MailPort,
    @Inject(APP_CONFIG) readonly config: AppConfig,
  ) {
    jwtSecret(config); // no key, no start: fail at boot rather than on the first login
  }

  get locale() {
    return currentRequestContext()?.locale ?? 'en-US';
  }

  link(path: string, query: Record<string, string> = {}): string {
    const base = this.config.PUBLIC_URL ?? `http://${this.config.HOST}:${this.config.PORT}`;
    const search = new URLSearchParams(query).toString();
    return `${base.replace(/\/$/, '')}${path}${search ? `?${search}` : ''}`;
  }

  /** An access token of one session: it stops working as soon as that session ends. */
  accessTokenFor(user: UserState, sessionId: string): string {
    return signJwt(
      { sub: user.id, typ: user.userType, blk: user.blocked, sid: sessionId },
      jwtSecret(this.config),
      this.clock.now(),
      this.config.ACCESS_TOKEN_TTL_SECONDS,
    );
  }

  inFuture(ms: number): Date {
    return new Date(this.clock.now().getTime() + ms);
  }
}
