// A subscriber's pause (a poll interval, a back-off) that ends early when woken: new events, or a stop.
export class WakeableSleep {
  private wakeUp: (() => void) | null = null;

  /** Resolves after `ms`, or at once when woken (or when `skip` says the subscriber has stopped). */
  sleep(ms: number, skip = false): Promise<void> {
    if (skip) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(finish, ms);
      function finish() {
        clearTimeout(timer);
        resolve();
      }
      this.wakeUp = () => {
        this.wakeUp = null;
        finish();
      };
    });
  }

  /** Ends the pause under way, if any. */
  wake(): void {
    this.wakeUp?.();
  }
}
