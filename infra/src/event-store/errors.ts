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

/** The store's server cannot append to several streams at once (KurrentDB before 25.1): callers take their one-stream way. */
export class AppendManyUnsupported extends Error {
  readonly code = 'APPEND_MANY_UNSUPPORTED';
  constructor(detail: string) {
    super(`This event store cannot append to several streams at once: ${detail}`);
    this.name = 'AppendManyUnsupported';
  }
}
