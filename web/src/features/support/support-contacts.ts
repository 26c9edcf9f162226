// How to reach support besides the chat (shown beside the chat list; named in services/src/support/README.md).
export const SUPPORT_CONTACTS = {
  email: 'support@ledgerhouse.app',
  phone: '+1 (646) 555-0142',
} as const;
