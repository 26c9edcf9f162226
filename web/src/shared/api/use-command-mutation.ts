// Read-your-writes for a command: send it, wait (bounded, server side) until a read shows its position
// (the read carries X-Min-Position), then refetch the area. A failed wait is no failure of the command: a plain refetch follows.
import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { CommandResult } from '@ledgerhouse/contracts';
import { ApiError } from './api-error';

/** What a command answers: at least the position its write reached (an id too, mostly). */
type Positioned = Pick<CommandResult, 'position'>;

export interface CommandMutation<TInput, TFresh, TResult extends Positioned = CommandResult> {
  send: (input: TInput) => Promise<TResult>;
  /** A read of the area with X-Min-Position: it answers once the projection shows the command. */
  waitFor: (position: string) => Promise<TFresh>;
  /** Put what the waiting read answered into the cache before the refetch. */
  store?: (queryClient: QueryClient, fresh: TFresh) => void;
  /** Everything under this key is read again afterwards. */
  invalidate: QueryKey;
  /** A further area the command changes, read again after the first. */
  alsoInvalidate?: QueryKey;
  /** A refused command may still be recorded (its error details carry the position): the area refreshes after it as well. */
  refreshAfterRecordedRefusal?: boolean;
}

/** The position a refused but recorded command reports in its error details. */
export function recordedPosition(err: unknown): string | undefined {
  const position = err instanceof ApiError ? (err.details as { position?: unknown } | null)?.position : undefined;
  return typeof position === 'string' ? position : undefined;
}

/** X-Min-Position for a read that must show a command, none when there is no position to wait for. */
export const minPositionHeaders = (position: string | undefined) => (position ? { 'X-Min-Position': position } : undefined);

/** A busy server answers a waiting read 503 PROJECTION_NOT_CAUGHT_UP after its bounded wait: ask again a few times
 * (each ask waits server side) so the writer still sees the write; any other failure ends the wait at once. */
async function waitPatiently<T>(read: () => Promise<T>, attempts = 4): Promise<T | undefined> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await read();
    } catch (err) {
      const lagging = err instanceof ApiError && err.code === 'PROJECTION_NOT_CAUGHT_UP';
      if (!lagging || attempt >= attempts) return undefined;
    }
  }
}

export function useCommandMutation<TInput, TFresh = unknown, TResult extends Positioned = CommandResult>(
  command: CommandMutation<TInput, TFresh, TResult>,
) {
  const queryClient = useQueryClient();
  const refresh = async (position: string | undefined) => {
    if (position) {
      const fresh = await waitPatiently(() => command.waitFor(position));
      if (fresh && command.store) command.store(queryClient, fresh);
    }
    await queryClient.invalidateQueries({ queryKey: command.invalidate });
    if (command.alsoInvalidate) await queryClient.invalidateQueries({ queryKey: command.alsoInvalidate });
  };
  return useMutation({
    mutationFn: command.send,
    onSuccess: ({ position }) => refresh(position),
    onError: async (err) => {
      const position = command.refreshAfterRecordedRefusal ? recordedPosition(err) : undefined;
      if (position) await refresh(position);
    },
  });
}
