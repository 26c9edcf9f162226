// A pass over due work (mails, pushes, waiting orders) run every interval while the app runs, one at a time: a pass
// asked for while one runs is that pass. Tests never start the timer; they call run() after moving the clock.
export class PeriodicPass {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  /** `onError` logs a failed pass; the next one retries. */
  constructor(
    private readonly pass: () => Promise<void>,
    private readonly onError: (err: unknown) => void,
  ) {}

  start(intervalMs: number): void {
    this.timer ??= setInterval(() => void this.run(), intervalMs);
    this.timer.unref();
  }

  run(): Promise<void> {
    this.running ??= this.pass()
      .catch((err: unknown) => {
        this.onError(err);
      })
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  /** Stops the timer and waits for a pass under way. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
