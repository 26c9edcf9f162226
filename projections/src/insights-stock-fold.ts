// Pure step of the insights_stock read model: one inventory event (or a product's new measurements) and the state
// before it → the point after it, for the product and for all the seller's products together. Shared by the projector
// and the property test, so the rows the chart draws are the fold the test checks against the as-of replay.
import { cubicFeet, type InventoryEvent, type LengthUnit, type ProductFacts, type StockCause } from '@ledgerhouse/contracts';

export interface ProductStockState {
  total: number;
  reserved: number;
  /** One unit's package volume in millionths of a cubic foot (0 without dimensions): integers add up exactly. */
  unitMicroCubicFeet: number;
}

export interface SellerStockState {
  total: number;
  reserved: number;
  microCubicFeet: number;
}

export interface StockPoint {
  cause: StockCause;
  documentId: string;
  product: { total: number; reserved: number; available: number };
  seller: { total: number; reserved: number; available: number; cubicFeet: number };
}

export const emptyProductStock: ProductStockState = { total: 0, reserved: 0, unitMicroCubicFeet: 0 };
export const emptySellerStock: SellerStockState = { total: 0, reserved: 0, microCubicFeet: 0 };

export const unitMicroCubicFeet = (dimensions: ProductFacts['dimensions']): number =>
  dimensions ? Math.round(cubicFeet(dimensions.length, dimensions.width, dimensions.height, dimensions.unit as LengthUnit) * 1e6) : 0;

/** The product's and the seller's state after `next`, and the point they make. */
export function stepStock(
  product: ProductStockState,
  seller: SellerStockState,
  next: ProductStockState,
  cause: StockCause,
  documentId: string,
): { product: ProductStockState; seller: SellerStockState; point: StockPoint } {
  const sellerAfter = {
    total: seller.total - product.total + next.total,
    reserved: seller.reserved - product.reserved + next.reserved,
    microCubicFeet: seller.microCubicFeet - product.total * product.unitMicroCubicFeet + next.total * next.unitMicroCubicFeet,
  };
  return {
    product: next,
    seller: sellerAfter,
    point: {
      cause,
      documentId,
      product: { total: next.total, reserved: next.reserved, available: next.total - next.reserved },
      seller: {
        total: sellerAfter.total,
        reserved: sellerAfter.reserved,
        available: sellerAfter.total - sellerAfter.reserved,
        cubicFeet: sellerAfter.microCubicFeet / 1e6,
      },
    },
  };
}

/** The product's state after an inventory event, and its cause; null for planned deliveries (no stock moved). */
export function afterInventoryEvent(
  product: ProductStockState,
  event: InventoryEvent,
): { next: ProductStockState; cause: StockCause; documentId: string } | null {
  switch (event.type) {
    case 'StockChanged':
      return { next: { ...product, total: event.data.totalAfter }, cause: event.data.reason, documentId: event.data.documentId };
    case 'StockReserved':
      return { next: { ...product, reserved: event.data.reservedAfter }, cause: 'RESERVED', documentId: event.data.documentId };
    case 'ReservationReleased':
      return { next: { ...product, reserved: event.data.reservedAfter }, cause: 'RELEASED', documentId: event.data.documentId };
    case 'DeliveryExpected':
    case 'ExpectedDeliveryCleared':
      return null;
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}
