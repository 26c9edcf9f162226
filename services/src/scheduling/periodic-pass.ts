// A pass over due work (mails, pushes, waiting orders) run every interval while the app runs, one at a time: a pass
// asked for while one runs is that pass. Tests never start the timer; they call run() after moving the clock.
// A pass may say whether it found work: once none of its passes has found any for QUIET_AFTER_MS, the timer waits
// idleMs between them instead (an idle process does not commit a look every second); a pass that finds work, or a
// run() asked for by whoever just queued some, brings the short interval back at once.
export class PeriodicPass {
  private started = false;
  /** The wait for the next pass; null while a timed pass runs, or when stopped. */
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private intervalMs = 0;
  private idleMs = 0;
  /** When a pass last found work, or run() was asked for. */
  private lastBusy = Date.now();

  /** `onError` logs a failed pass; the next one retries. */
  constructor(
    private readonly pass: () => Promise<boolean | void>,
    private readonly onError: (err: unknown) => void,
  ) {}

  /** Passes every intervalMs while there is work, every idleMs (default: the same) once there has been none for a while. */
  start(intervalMs: number, idleMs = intervalMs): void {
    if (this.started) return;
    this.started = true;
    this.intervalMs = intervalMs;
    this.idleMs = Math.max(idleMs, intervalMs);
    this.lastBusy = Date.now();
    this.schedule();
  }

  /** A pass now (someone queued work): the short interval comes back. */
  run(): Promise<void> {
    this.busy();
    return this.passOnce();
  }

  /** Stops the timer and waits for a pass under way. */
  async stop(): Promise<void> {
    this.started = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  private passOnce(): Promise<void> {
    this.running ??= this.pass()
      .then((found) => {
        if (found !== false) this.busy();
      })
      .catch((err: unknown) => {
        this.onError(err);
      })
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  private busy(): void {
    const wasQuiet = this.quiet();
    this.lastBusy = Date.now();
    // Waiting the long interval: start the short one now.
    if (wasQuiet && this.timer) {
      clearTimeout(this.timer);
      this.schedule();
    }
  }

  private quiet(): boolean {
    return Date.now() - this.lastBusy >= QUIET_AFTER_MS;
  }

  private schedule(): void {
    this.timer = setTimeout(
      () => {
        this.timer = null;
        void this.passOnce().finally(() => {
          if (this.started && !this.timer) this.schedule();
        });
      },
      this.quiet() ? this.idleMs : this.intervalMs,
    );
    this.timer.unref();
  }
}

/** How long passes find nothing before the timer waits idleMs. */
export const QUIET_AFTER_MS = 5_000;
