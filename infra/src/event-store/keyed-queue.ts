/** Serialises async work per key inside this process (one hot stream, one queue); idle keys cost nothing. */
export class KeyedQueue {
  private readonly tails = new Map<string, Promise<void>>();

  run<T>(key: string, fn: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(fn);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }

  /**
   * Runs `fn` once it holds every key (work that writes several streams at once). Keys are taken in sorted order, so two
   * such runs never wait on each other in a circle; `fn` must not queue on a key it holds.
   */
  runAll<T>(keys: readonly string[], fn: () => Promise<T>): Promise<T> {
    const sorted = [...new Set(keys)].sort();
    const hold = (i: number): Promise<T> => (i === sorted.length ? fn() : this.run(sorted[i], () => hold(i + 1)));
    return hold(0);
  }

  /** Keys with work queued or running (for tests and diagnostics). */
  get size(): number {
    return this.tails.size;
  }
}
