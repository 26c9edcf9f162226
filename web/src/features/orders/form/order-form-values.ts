// The create/edit form's values and the API body they make (money typed in dollars, sent in cents), both ways.
import dayjs, { type Dayjs } from 'dayjs';
import type { OrderView } from '@ledgerhouse/contracts';
import type { CreateOrderInput, EditOrderInput } from '../api/order-commands';

export interface OrderLineValues {
  sku?: string;
  quantity?: number | null;
  price?: number | null;
}

export interface AddressValues {
  country?: string;
  region?: string;
  city?: string;
  postalCode?: string;
  line1?: string;
  line2?: string;
}

export interface OrderFormValues {
  number?: string;
  orderDate?: Dayjs | null;
  channel: 'MANUAL';
  buyer: { fullName?: string; phone?: string };
  address: AddressValues;
  note?: string;
  lines: OrderLineValues[];
}

export const emptyOrder = (): OrderFormValues => ({
  channel: 'MANUAL',
  orderDate: dayjs(),
  buyer: {},
  address: {},
  lines: [{ quantity: 1 }],
});

const trim = (v: string | undefined) => (v ?? '').trim();
const orNull = (v: string | undefined) => trim(v) || null;

export const toCents = (dollars: number | null | undefined) => Math.round((dollars ?? 0) * 100);

export function toAddress(a: AddressValues) {
  return {
    country: trim(a.country),
    region: trim(a.region),
    city: trim(a.city),
    postalCode: trim(a.postalCode),
    line1: trim(a.line1),
    line2: orNull(a.line2),
  };
}

export function toEditBody(v: OrderFormValues): EditOrderInput {
  return {
    orderDate: (v.orderDate ?? dayjs()).toDate().toISOString(),
    buyer: { fullName: trim(v.buyer.fullName), phone: trim(v.buyer.phone) },
    address: toAddress(v.address),
    note: orNull(v.note),
    lines: v.lines.map((l) => ({ sku: trim(l.sku), quantity: l.quantity ?? 0, priceCents: toCents(l.price) })),
  };
}

export function toCreateBody(v: OrderFormValues): CreateOrderInput {
  return { number: trim(v.number), channel: 'MANUAL', ...toEditBody(v) };
}

export function fromOrderView(o: OrderView): OrderFormValues {
  return {
    number: o.number,
    orderDate: dayjs(o.orderDate),
    channel: 'MANUAL',
    buyer: { fullName: o.buyer.fullName, phone: o.buyer.phone },
    address: { ...o.address, line2: o.address.line2 ?? undefined },
    note: o.note ?? undefined,
    lines: o.lines.map((l) => ({ sku: l.sku, quantity: l.quantity, price: l.priceCents / 100 })),
  };
}

/** The goods' total in cents (quantity × price per piece over the lines). */
export const linesTotal = (lines: OrderLineValues[] | undefined) =>
  (lines ?? []).reduce((sum, l) => sum + (l?.quantity ?? 0) * toCents(l?.price), 0);
