// The access-token check every authenticated entry point shares (the HTTP AuthGuard, the live support socket):
// a valid, unexpired token whose login session is still open.
import type { Clock } from '@ledgerhouse/infra';
import { jwtSecret, type AppConfig } from '../../config/config.schema';
import { verifyJwt, type AccessClaims } from '../crypto/jwt';
import type { SessionLiveness } from '../session-liveness';

export async function liveAccessClaims(
  token: string | undefined,
  config: AppConfig,
  clock: Clock,
  sessions: SessionLiveness,
): Promise<AccessClaims | null> {
  const verified = token ? verifyJwt(token, jwtSecret(config), clock.now(), config.ACCESS_TOKEN_TTL_SECONDS) : null;
  return verified?.sid && (await sessions.isLive(verified.sid, verified.sub)) ? verified : null;
}
