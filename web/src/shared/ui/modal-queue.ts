// One modal at a time, first in first out; each open() resolves with the modal's answer.
import type { ReactNode } from 'react';

export interface ModalSpec {
  /** Identical keys are not queued twice (e.g. the rate-limit modal). */
  key?: string;
  title: ReactNode;
  content?: ReactNode;
  icon?: ReactNode;
  okText?: ReactNode;
  /** null: no cancel button (a single dismiss). */
  cancelText?: ReactNode | null;
  danger?: boolean;
  width?: number;
}

export interface QueuedModal extends ModalSpec {
  id: number;
  resolve(confirmed: boolean): void;
}

export class ModalQueue {
  private readonly queue: QueuedModal[] = [];
  private nextId = 1;
  private readonly listeners = new Set<() => void>();

  get current(): QueuedModal | null {
    return this.queue[0] ?? null;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  open(spec: ModalSpec): Promise<boolean> {
    const same = spec.key ? this.queue.find((m) => m.key === spec.key) : undefined;
    if (same)
      return new Promise((resolve) => {
        const previous = same.resolve;
        same.resolve = (answer) => {
          previous(answer);
          resolve(answer);
        };
      });
    return new Promise((resolve) => {
      this.queue.push({ ...spec, id: this.nextId++, resolve });
      this.emit();
    });
  }

  /** Answers the shown modal and shows the next. */
  answer(confirmed: boolean): void {
    const shown = this.queue.shift();
    if (!shown) return;
    shown.resolve(confirmed);
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}

export const modals = new ModalQueue();

/** The confirm dialog: resolves true when the user confirms. */
export function confirm(spec: Omit<ModalSpec, 'key'>): Promise<boolean> {
  return modals.open(spec);
}
