// updateListingInventory has no compare-and-set: two pushes interleaving their read and write on one listing would
// put back the quantity the other just replaced. Writes to one listing therefore run one after another.
export class EtsyListingQueue {
  private readonly tails = new Map<number, Promise<unknown>>();

  run<T>(listingId: number, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(listingId) ?? Promise.resolve();
    const next = previous.then(work, work);
    const tail = next.catch(() => undefined);
    this.tails.set(listingId, tail);
    void tail.then(() => {
      if (this.tails.get(listingId) === tail) this.tails.delete(listingId);
    });
    return next;
  }
}
