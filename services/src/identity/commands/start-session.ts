import { randomUUID } from 'node:crypto';
import { executeCommand } from '../../event-sourcing/execute-command';
import { hashSecret, newSecret } from '../crypto/secrets';
import { sessionDecider, sessionStream } from '../domain/session';
import { userDecider, userStream, type UserState } from '../domain/user';
import { userViewOf } from '../domain/user-view';
import type { IdentityDeps } from '../identity-deps';
import type { UserView } from '@ledgerhouse/contracts';

export interface SessionTokens {
  access: string;
  refresh: string;
  user: UserView;
  /** Position of the UserLoggedIn event, for read-your-writes. */
  position: string;
}

/** A refresh token is "<sessionId>.<secret>": the session stream it rotates in, and the secret whose hash it holds. */
export const refreshTokenOf = (sessionId: string, secret: string) => `${sessionId}.${secret}`;

/** Opens a refresh-token family for a user who proved who they are, and records the login. */
export async function startSession(deps: IdentityDeps, user: UserState): Promise<SessionTokens> {
  const sessionId = randomUUID();
  const secret = newSecret();
  const now = deps.clock.now();
  await executeCommand(deps.commands, sessionStream(sessionId), sessionDecider, {
    type: 'Start',
    sessionId,
    userId: user.id,
    tokenHash: hashSecret(secret),
    expiresAt: deps.inFuture(deps.config.REFRESH_TOKEN_TTL_DAYS * 86_400_000),
    at: now,
  });
  const logged = await executeCommand(deps.commands, userStream(user.id), userDecider, { type: 'RecordLogin', sessionId, at: now });
  return {
    access: deps.accessTokenFor(user, sessionId),
    refresh: refreshTokenOf(sessionId, secret),
    user: userViewOf(user),
    position: logged.position ?? '',
  };
}
