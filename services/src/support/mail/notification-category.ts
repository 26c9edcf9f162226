// Which of the profile's notification categories a chat's mail falls under: the seller turns mail off per category.
import type { SupportCategory } from '@ledgerhouse/contracts';
import type { NotificationCategory } from '../../notifications/notification-recipient';

export const NOTIFICATION_CATEGORY_OF: Record<SupportCategory, NotificationCategory> = {
  BILLING: 'BILLING_AND_SUBSCRIPTION',
  FUND_WALLET: 'BILLING_AND_SUBSCRIPTION',
  FULFILLMENT: 'WAREHOUSE_OPERATIONS',
  INBOUND_SHIPMENT: 'WAREHOUSE_OPERATIONS',
  FORWARDING: 'WAREHOUSE_OPERATIONS',
  WAREHOUSE: 'WAREHOUSE_OPERATIONS',
  TECHNICAL_ISSUES: 'OTHER',
  OTHER: 'OTHER',
};
