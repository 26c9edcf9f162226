// A fixed one-minute window of calls per key (a channel, a client address), kept in this process: marketplace webhooks
// are refused with 429 past the limit before any work (signature, database) is done for them.
export class CallsPerMinute {
  private window = { start: 0, calls: new Map<string, number>() };

  constructor(private readonly limit: number) {}

  /** Counts the call; false once the key is past the limit in this minute. */
  admit(key: string): boolean {
    const now = Date.now();
    if (now - this.window.start >= 60_000) this.window = { start: now, calls: new Map() };
    const calls = (this.window.calls.get(key) ?? 0) + 1;
    this.window.calls.set(key, calls);
    return calls <= this.limit;
  }
}
