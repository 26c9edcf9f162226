// Forwarding shipments: the seller's list, create, edit, view and cancel; the warehouse's list, note, delivery and charge.
import { z } from 'zod';
import { FORWARDING_STATUSES } from '../events/forwarding';
import { instant } from './instant';
import { commandResult, defineRoute, pageOf, pageQuery } from './route';

/** The most a manager may charge for one forwarding shipment: $100,000. */
export const FORWARDING_COST_MAX_CENTS = 10_000_000;
export const FORWARDING_PARCELS_MAX = 999;

const note = z.string().trim().max(1000).nullable();
export const forwardingFields = z
  .object({
    trackingNumber: z.string().trim().min(1).max(100),
    courierService: z.string().trim().min(1).max(100),
    parcels: z.number().int().min(1).max(FORWARDING_PARCELS_MAX),
    clientNote: note.default(null),
    /** Ids of the seller's uploads (POST /files); more than MAX_FILES_PER_UPLOAD is 422 FILES_TOO_MANY. */
    fileIds: z.array(z.uuid()).max(50).default([]),
  })
  .strict();
export type ForwardingFields = z.infer<typeof forwardingFields>;

export const forwardingShipmentView = z.object({
  id: z.string(),
  sellerId: z.string(),
  trackingNumber: z.string(),
  courierService: z.string(),
  parcels: z.number().int(),
  files: z.array(z.object({ id: z.string(), name: z.string() })),
  clientNote: z.string().nullable(),
  managerNote: z.string().nullable(),
  /** Set by the warehouse when it charges; null before. */
  processingCostCents: z.number().int().nullable(),
  status: z.enum(FORWARDING_STATUSES),
  statusChangedAt: z.string(),
  createdAt: z.string(),
});
export type ForwardingShipmentView = z.infer<typeof forwardingShipmentView>;
export const adminForwardingShipmentView = forwardingShipmentView.extend({
  sellerEmail: z.string().nullable(),
  sellerName: z.string().nullable(),
});
export type AdminForwardingShipmentView = z.infer<typeof adminForwardingShipmentView>;

export const forwardingIdParams = z.object({ shipmentId: z.uuid() });
export const forwardingListQuery = pageQuery.extend({
  status: z.enum(FORWARDING_STATUSES).optional(),
  /** Part of the label tracking number. */
  search: z.string().trim().max(100).optional(),
  from: instant.optional(),
  to: instant.optional(),
});
export const adminForwardingListQuery = forwardingListQuery.extend({ sellerId: z.uuid().optional() });
export const forwardingManagerNoteBody = z.object({ managerNote: note }).strict();
export const forwardingChargeBody = z.object({ processingCostCents: z.number().int().min(1).max(FORWARDING_COST_MAX_CENTS) }).strict();

const tag = 'forwarding-shipments';
const adminTag = 'admin-forwarding-shipments';
export const forwardingRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/forwarding-shipments',
    summary: 'The seller’s forwarding shipments, newest first (status, tracking number search, creation period)',
    tag,
    query: forwardingListQuery,
    response: pageOf(forwardingShipmentView),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/forwarding-shipments/:shipmentId',
    summary: 'One of the seller’s forwarding shipments',
    tag,
    params: forwardingIdParams,
    response: forwardingShipmentView,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/forwarding-shipments',
    summary: 'Create a forwarding shipment (label tracking number, courier, parcels, note)',
    tag,
    body: forwardingFields,
    response: commandResult,
    status: 201,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/forwarding-shipments/:shipmentId',
    summary: 'Edit a forwarding shipment while it is not delivered',
    tag,
    params: forwardingIdParams,
    body: forwardingFields,
    response: commandResult,
  }),
  cancel: defineRoute({
    method: 'POST',
    path: '/forwarding-shipments/:shipmentId/cancel',
    summary: 'Cancel a forwarding shipment not yet delivered (final)',
    tag,
    params: forwardingIdParams,
    response: commandResult,
  }),
  adminList: defineRoute({
    method: 'GET',
    path: '/admin/forwarding-shipments',
    summary: 'Every seller’s forwarding shipments (status, seller, creation period)',
    tag: adminTag,
    query: adminForwardingListQuery,
    response: pageOf(adminForwardingShipmentView),
  }),
  adminGet: defineRoute({
    method: 'GET',
    path: '/admin/forwarding-shipments/:shipmentId',
    summary: 'One forwarding shipment, for the warehouse',
    tag: adminTag,
    params: forwardingIdParams,
    response: adminForwardingShipmentView,
  }),
  deliver: defineRoute({
    method: 'POST',
    path: '/admin/forwarding-shipments/:shipmentId/deliver',
    summary: 'Mark a forwarding shipment delivered to the warehouse',
    tag: adminTag,
    params: forwardingIdParams,
    response: commandResult,
  }),
  setManagerNote: defineRoute({
    method: 'PUT',
    path: '/admin/forwarding-shipments/:shipmentId/manager-note',
    summary: 'The manager’s note the seller sees',
    tag: adminTag,
    params: forwardingIdParams,
    body: forwardingManagerNoteBody,
    response: commandResult,
  }),
  charge: defineRoute({
    method: 'POST',
    path: '/admin/forwarding-shipments/:shipmentId/charge',
    summary: 'Set the processing cost and charge the seller’s wallet (again after a failed charge; never twice)',
    tag: adminTag,
    params: forwardingIdParams,
    body: forwardingChargeBody,
    response: commandResult.extend({ status: z.enum(FORWARDING_STATUSES) }),
  }),
};
