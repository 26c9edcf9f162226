// The picker's walk: every unit the orders still need, taken from the bins that hold it (bins in code order, oldest
// order first), grouped by bin in code order. Units no bin holds are left over as unlocated. Pure: the callers read the
// orders and the stock by bin.

export interface RouteOrder {
  orderId: string;
  number: string;
  /** Units still to pick per product (ordered minus picked), in line order. */
  needs: readonly { productId: string; sku: string; quantity: number }[];
}

export interface BinStock {
  binCode: string;
  productId: string;
  quantity: number;
}

export interface RouteLine {
  orderId: string;
  orderNumber: string;
  productId: string;
  sku: string;
  quantity: number;
}

export interface RouteStop {
  binCode: string;
  lines: RouteLine[];
}

export interface PickRoute {
  stops: RouteStop[];
  unlocated: RouteLine[];
}

const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** `orders` oldest first: the oldest order gets the units first. */
export function pickRoute(orders: readonly RouteOrder[], stock: readonly BinStock[]): PickRoute {
  const left = new Map<string, { binCode: string; quantity: number }[]>();
  for (const s of [...stock].sort((a, b) => byCode(a.binCode, b.binCode))) {
    if (s.quantity <= 0) continue;
    const bins = left.get(s.productId) ?? [];
    bins.push({ binCode: s.binCode, quantity: s.quantity });
    left.set(s.productId, bins);
  }
  const stops = new Map<string, RouteLine[]>();
  const unlocated: RouteLine[] = [];
  for (const order of orders) {
    for (const need of order.needs) {
      let wanted = need.quantity;
      const line = (quantity: number): RouteLine => ({
        orderId: order.orderId,
        orderNumber: order.number,
        productId: need.productId,
        sku: need.sku,
        quantity,
      });
      for (const bin of left.get(need.productId) ?? []) {
        if (wanted === 0) break;
        const take = Math.min(wanted, bin.quantity);
        if (take === 0) continue;
        bin.quantity -= take;
        wanted -= take;
        stops.set(bin.binCode, [...(stops.get(bin.binCode) ?? []), line(take)]);
      }
      if (wanted > 0) unlocated.push(line(wanted));
    }
  }
  return {
    stops: [...stops.entries()].sort(([a], [b]) => byCode(a, b)).map(([binCode, lines]) => ({ binCode, lines })),
    unlocated,
  };
}
