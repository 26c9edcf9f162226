// How many frames a socket, or one user over all their sockets, may send: a token bucket (a burst, then a steady rate),
// so a client looping pings or auth frames is closed instead of making the server answer and re-check each one.
// Monotonic time, not the app's clock: a test clock moved by hours must not hand out a day's worth of frames.

export interface BudgetRule {
  /** Frames that may come at once. */
  burst: number;
  /** Frames a second the budget refills by. */
  perSecond: number;
}

/** Per socket: the web client pings every 25 s and authenticates again after each token refresh (15 min). */
export const SOCKET_FRAMES: BudgetRule = { burst: 30, perSecond: 1 };
/** Per socket, auth frames only: each one is a token check (a signature and a session read). */
export const SOCKET_AUTH_FRAMES: BudgetRule = { burst: 5, perSecond: 1 / 30 };
/** Per user, every socket of theirs on this process together. */
export const USER_FRAMES: BudgetRule = { burst: 120, perSecond: 4 };
/** Authenticated sockets one user may hold open on one process (tabs, devices). */
export const MAX_SOCKETS_PER_USER = 20;

export class FrameBudget {
  private tokens: number;
  private at: number;

  constructor(
    private readonly rule: BudgetRule,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.tokens = rule.burst;
    this.at = now();
  }

  /** Spends one frame; false when the budget is spent (the frame is refused). */
  take(): boolean {
    const now = this.now();
    this.tokens = Math.min(this.rule.burst, this.tokens + ((now - this.at) / 1000) * this.rule.perSecond);
    this.at = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
