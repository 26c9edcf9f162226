// Toasts one at a time (spec 9): 3 s, or 7 s with an action button; the next waits 150 ms after one closes.

export interface ToastInput {
  message: string;
  type?: 'success' | 'info' | 'warning' | 'error';
  action?: { label: string; onClick: () => void };
}

export interface Toast extends ToastInput {
  id: number;
}

export const TOAST_MS = 3000;
export const TOAST_WITH_ACTION_MS = 7000;
export const TOAST_GAP_MS = 150;

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export class ToastQueue {
  private readonly waiting: Toast[] = [];
  private shown: Toast | null = null;
  private timer: unknown = null;
  private gap = false;
  private nextId = 1;
  private readonly listeners = new Set<(toast: Toast | null) => void>();

  constructor(
    private readonly timers: Timers = { setTimeout: (f, ms) => setTimeout(f, ms), clearTimeout: (h) => clearTimeout(h as number) },
  ) {}

  get current(): Toast | null {
    return this.shown;
  }

  subscribe(listener: (toast: Toast | null) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  push(input: ToastInput): number {
    const toast = { ...input, id: this.nextId++ };
    this.waiting.push(toast);
    this.showNext();
    return toast.id;
  }

  /** Closes the shown toast now (its close button or its action). */
  dismiss(): void {
    if (!this.shown) return;
    this.timers.clearTimeout(this.timer);
    this.close();
  }

  private showNext(): void {
    if (this.shown || this.gap) return;
    const next = this.waiting.shift();
    if (!next) return;
    this.shown = next;
    this.emit();
    this.timer = this.timers.setTimeout(() => this.close(), next.action ? TOAST_WITH_ACTION_MS : TOAST_MS);
  }

  private close(): void {
    this.shown = null;
    this.gap = true;
    this.emit();
    this.timers.setTimeout(() => {
      this.gap = false;
      this.showNext();
    }, TOAST_GAP_MS);
  }

  private emit(): void {
    for (const listener of this.listeners) listener(this.shown);
  }
}

export const toasts = new ToastQueue();
