// Reorder points (seller Insights): facts on a reorder-point-<productId> stream, the seller's threshold for a product
// and each time its stock crossed it (decision 0043).

export const REORDER_BASES = ['DAYS', 'UNITS'] as const;
export type ReorderBasis = (typeof REORDER_BASES)[number];

/** A seller's threshold: days of stock left at the pace of the last `windowDays`, or units available. */
export interface ReorderThreshold {
  basis: ReorderBasis;
  value: number;
  /** The pace's window for a DAYS threshold (7, 30 or 90); null for UNITS. */
  windowDays: number | null;
}

/** The product's level when it was looked at: available units and its days left at the threshold's pace. */
export interface ReorderLevel {
  available: number;
  /** Units shipped to buyers in the threshold's window (0 for a UNITS threshold). */
  shippedUnits: number;
  /** Null without shipments in the window (no pace to run out at) and for a UNITS threshold. */
  daysLeft: number | null;
}

export type ReorderPointEvent =
  | { type: 'ReorderThresholdSet'; data: { productId: string; sellerId: string; threshold: ReorderThreshold; at: string } }
  | { type: 'ReorderThresholdCleared'; data: { productId: string; sellerId: string; at: string } }
  /** The level fell below the threshold while it was armed: the alert (mailed and listed once). */
  | {
      type: 'ReorderPointCrossed';
      data: {
        productId: string;
        sellerId: string;
        threshold: ReorderThreshold;
        level: ReorderLevel;
        suggestedQuantity: number;
        at: string;
      };
    }
  /** The level is back at or above the threshold: the next fall alerts again. */
  | { type: 'ReorderPointRearmed'; data: { productId: string; sellerId: string; level: ReorderLevel; at: string } };
