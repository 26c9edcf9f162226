// Reads waiting, each with a deadline, until a position they need has been reached: released with true when it is,
// false at their deadline or when the waiting is called off. One piece for the projection runner, the saga runner,
// the stored-checkpoint watch and the webhooks fan-out.
interface Entry<T> {
  value: T;
  deadline: number;
  timer: NodeJS.Timeout;
  finish(ok: boolean): void;
}

export class TimedWaiters<T> {
  private readonly entries = new Set<Entry<T>>();

  get size(): number {
    return this.entries.size;
  }

  /** Resolves true when released, false after `timeoutMs`. */
  wait(value: T, timeoutMs: number): Promise<boolean> {
    return new Promise((resolve) => {
      const entry: Entry<T> = {
        value,
        deadline: Date.now() + timeoutMs,
        timer: setTimeout(() => entry.finish(false), timeoutMs),
        finish: (ok) => {
          clearTimeout(entry.timer);
          this.entries.delete(entry);
          resolve(ok);
        },
      };
      this.entries.add(entry);
    });
  }

  /** Resolves true every waiter whose value passes. */
  release(passes: (value: T) => boolean): void {
    for (const entry of [...this.entries]) if (passes(entry.value)) entry.finish(true);
  }

  /** Moves the waiters whose value passes `which` to another wait, with the time they have left. */
  handOver(which: (value: T) => boolean, to: (value: T, remainingMs: number) => Promise<boolean>): void {
    for (const entry of [...this.entries]) {
      if (!which(entry.value)) continue;
      this.entries.delete(entry);
      clearTimeout(entry.timer);
      void to(entry.value, Math.max(0, entry.deadline - Date.now())).then(entry.finish);
    }
  }

  /** Resolves false every waiter. */
  cancelAll(): void {
    for (const entry of [...this.entries]) entry.finish(false);
  }
}
