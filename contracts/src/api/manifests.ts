// Manifests (spec 2): a carrier's end-of-day handover of packed parcels. Created from packed orders not on another
// manifest whose label is from that carrier (MF-000001), edited while OPEN, closed once: the carrier's scan form (PDF)
// is stored and every order is handed over (→ PROCESSED; stock leaves with FULFILLMENT). Staff and managers only.
import { z } from 'zod';
import { MANIFEST_STATUSES, ORDER_STATUSES } from '../events/orders';
import { defineRoute, pageOf, pageQuery } from './route';

/** The most orders one manifest may hold. */
export const MANIFEST_ORDERS_MAX = 500;

const carrier = z.string().trim().min(1).max(100);
const orderIds = z.array(z.uuid()).min(1).max(MANIFEST_ORDERS_MAX);

export const manifestRow = z.object({
  id: z.string(),
  number: z.string(),
  carrier: z.string(),
  status: z.enum(MANIFEST_STATUSES),
  orderCount: z.number().int(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
});
export type ManifestRow = z.infer<typeof manifestRow>;

export const manifestOrderView = z.object({
  orderId: z.string(),
  number: z.string(),
  sellerId: z.string(),
  trackingNumber: z.string().nullable(),
  status: z.enum(ORDER_STATUSES),
});
export const manifestView = manifestRow.extend({
  orders: z.array(manifestOrderView),
  /** The carrier's scan form, once closed (GET …/scan-form). */
  scanFormFileId: z.string().nullable(),
});
export type ManifestView = z.infer<typeof manifestView>;

/** active = OPEN, archive = CLOSED; newest first. */
export const manifestListQuery = pageQuery.extend({ tab: z.enum(['active', 'archive']).default('active') });

/** Packed orders on no manifest, by carrier (all carriers without one). */
export const manifestCandidatesQuery = z.object({ carrier: carrier.optional() });
export const manifestCandidate = z.object({
  orderId: z.string(),
  number: z.string(),
  sellerId: z.string(),
  carrier: z.string(),
  trackingNumber: z.string(),
  packedAt: z.string().nullable(),
});
export const manifestCandidatesView = z.object({ items: z.array(manifestCandidate) });

export const createManifestBody = z.object({ carrier, orderIds }).strict();
/** The manifest's orders from now on (add and remove in one go), while OPEN. */
export const manifestOrdersBody = z.object({ orderIds }).strict();
export const manifestParams = z.object({ manifestId: z.uuid() });
export const manifestCommandResult = z.object({ id: z.string(), number: z.string(), position: z.string() });
export const closeManifestResult = z.object({ id: z.string(), scanFormFileId: z.string(), position: z.string() });

const tag = 'admin-manifests';
const one = '/admin/manifests/:manifestId';

export const manifestRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/admin/manifests',
    summary: 'Manifests: active (OPEN) or archive (CLOSED), newest first',
    tag,
    query: manifestListQuery,
    response: pageOf(manifestRow),
  }),
  candidates: defineRoute({
    method: 'GET',
    path: '/admin/manifests/candidates',
    summary: 'Packed orders on no manifest, with their label’s carrier',
    tag,
    query: manifestCandidatesQuery,
    response: manifestCandidatesView,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/admin/manifests',
    summary: 'Create a manifest of packed orders whose label is from the carrier',
    tag,
    body: createManifestBody,
    response: manifestCommandResult,
    status: 201,
  }),
  get: defineRoute({
    method: 'GET',
    path: one,
    summary: 'A manifest with its orders',
    tag,
    params: manifestParams,
    response: manifestView,
  }),
  changeOrders: defineRoute({
    method: 'PUT',
    path: `${one}/orders`,
    summary: 'Set the manifest’s orders (add and remove) while it is OPEN',
    tag,
    params: manifestParams,
    body: manifestOrdersBody,
    response: manifestCommandResult,
  }),
  close: defineRoute({
    method: 'POST',
    path: `${one}/close`,
    summary: 'Close: the carrier’s scan form is made and stored once, and every order is handed over (→ PROCESSED)',
    tag,
    params: manifestParams,
    response: closeManifestResult,
  }),
  scanForm: defineRoute({
    method: 'GET',
    path: `${one}/scan-form`,
    summary: 'The closed manifest’s scan form (PDF)',
    tag,
    params: manifestParams,
    response: z.string(),
  }),
};
