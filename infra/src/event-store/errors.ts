/** A lost optimistic-concurrency race: handlers reload the stream and retry a bounded number of times. */
export class StreamVersionConflict extends Error {
  readonly code = 'STREAM_VERSION_CONFLICT';
  constructor(
    readonly streamId: string,
    readonly expectedVersion: number | 'any',
    readonly actualVersion: number | null,
  ) {
    super(`Stream ${streamId}: expected version ${expectedVersion}, found ${actualVersion ?? 'unknown'}`);
    this.name = 'StreamVersionConflict';
  }
}
