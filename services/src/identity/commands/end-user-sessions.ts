import type { SessionEvent, UserEvent } from '@ledgerhouse/contracts';
import { executeCommand } from '../../event-sourcing/execute-command';
import { sessionDecider, sessionStream } from '../domain/session';
import { userStream } from '../domain/user';
import type { IdentityDeps } from '../identity-deps';
import type { SessionLiveness } from '../session-liveness';

/** Ends every session the user has logged in with (but `keep`), refresh and access tokens alike: a new password locks out whoever knew the old one. */
export async function endUserSessions(deps: IdentityDeps, liveness: SessionLiveness, userId: string, keep: string | null): Promise<void> {
  const history = await deps.commands.store.readStream(userStream(userId));
  const sessionIds = new Set(
    history.filter((e) => e.type === 'UserLoggedIn').map((e) => (e.data as Extract<UserEvent, { type: 'UserLoggedIn' }>['data']).sessionId),
  );
  sessionIds.delete(keep ?? '');
  for (const sessionId of sessionIds) {
    const outcome = await executeCommand(deps.commands, sessionStream(sessionId), sessionDecider, {
      type: 'Revoke',
      reason: 'PASSWORD_CHANGED',
      at: deps.clock.now(),
    });
    if (endsSession(outcome.events)) liveness.markEnded(sessionId);
  }
}

export const endsSession = (events: SessionEvent[]) => events.some((e) => e.type === 'SessionEnded');
