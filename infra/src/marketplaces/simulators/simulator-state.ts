// State every marketplace simulator keeps the same way: injected faults, listing quantities with their listeners, and
// the tracking recorded per order.
import type { SimulatedFault } from './simulator';

export class FaultQueue {
  private readonly queued: SimulatedFault[] = [];

  inject(fault: SimulatedFault, times = 1): void {
    for (let i = 0; i < times; i++) this.queued.push(fault);
  }

  /** The fault the next API call answers with, if any. */
  take(): SimulatedFault | null {
    return this.queued.shift() ?? null;
  }
}

export class ListingQuantities {
  private readonly quantities = new Map<string, number>();
  private readonly listeners = new Set<(sku: string, quantity: number) => void>();

  set(sku: string, quantity: number): void {
    this.quantities.set(sku, quantity);
    for (const listener of this.listeners) listener(sku, quantity);
  }

  quantityOf(sku: string): number | null {
    return this.quantities.get(sku) ?? null;
  }

  onQuantity(listener: (sku: string, quantity: number) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
