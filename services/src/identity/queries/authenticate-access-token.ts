import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Kysely } from 'kysely';
import type { Clock } from '@ledgerhouse/infra';
import type { ReadModelDatabase } from '@ledgerhouse/projections';
import type { AppConfig } from '../../config/config.schema';
import { APP_CONFIG, CLOCK, READ_DB } from '../../persistence/tokens';
import { liveAccessClaims } from '../http/live-access-claims';
import { SessionLiveness } from '../session-liveness';
import { AuthenticateAccessToken, type AuthenticatedCaller } from './authenticate-access-token.query';

@QueryHandler(AuthenticateAccessToken)
export class AuthenticateAccessTokenHandler implements IQueryHandler<AuthenticateAccessToken, AuthenticatedCaller | null> {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(READ_DB) private readonly db: Kysely<ReadModelDatabase>,
    private readonly sessions: SessionLiveness,
  ) {}

  async execute({ token }: AuthenticateAccessToken): Promise<AuthenticatedCaller | null> {
    const claims = await liveAccessClaims(token, this.config, this.clock, this.sessions);
    if (!claims) return null;
    // Blocking and role changes take effect at once: the read model wins over the token's claims.
    const row = await this.db.selectFrom('users').select(['blocked', 'user_type']).where('id', '=', claims.sub).executeTakeFirst();
    return {
      userId: claims.sub,
      userType: row ? row.user_type : claims.typ,
      blocked: row ? row.blocked : claims.blk,
      expiresAt: new Date(claims.exp * 1000),
      sessionId: claims.sid!,
    };
  }
}
