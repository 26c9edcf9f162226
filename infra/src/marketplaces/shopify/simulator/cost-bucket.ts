// Shopify's GraphQL rate limit: a leaky bucket of query-cost points that refills at a fixed rate per second.
export interface ThrottleStatus {
  maximumAvailable: number;
  currentlyAvailable: number;
  restoreRate: number;
}

export class CostBucket {
  private available: number;
  private at = performance.now();

  constructor(
    readonly maximumAvailable = 1000,
    readonly restoreRate = 50,
  ) {
    this.available = maximumAvailable;
  }

  /** Takes `cost` points when the bucket holds them; false (nothing taken) when the query must be throttled. */
  take(cost: number): boolean {
    this.refill();
    if (cost > this.available) return false;
    this.available -= cost;
    return true;
  }

  /** Points a query turned out not to need (requested above actual) go back. */
  refund(points: number): void {
    this.available = Math.min(this.maximumAvailable, this.available + points);
  }

  status(): ThrottleStatus {
    this.refill();
    return { maximumAvailable: this.maximumAvailable, currentlyAvailable: Math.floor(this.available), restoreRate: this.restoreRate };
  }

  private refill(): void {
    const now = performance.now();
    this.available = Math.min(this.maximumAvailable, this.available + ((now - this.at) / 1000) * this.restoreRate);
    this.at = now;
  }
}
