// eBay's Marketplace Account Deletion notifications, which every app holding eBay user data must answer
// (developer.ebay.com/marketplace-account-deletion): the endpoint's GET challenge and the POSTed notification.
import { createHash } from 'node:crypto';

/** The `challengeResponse` to answer `GET <endpoint>?challenge_code=…` with: hex SHA-256 of code + verification token + endpoint URL. */
export function ebayChallengeResponse(challengeCode: string, verificationToken: string, endpoint: string): string {
  return createHash('sha256').update(challengeCode).update(verificationToken).update(endpoint).digest('hex');
}

export interface EbayAccountDeletion {
  notificationId: string | null;
  username: string;
  userId: string;
  eiasToken: string;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The user whose data must go, from a MARKETPLACE_ACCOUNT_DELETION notification body; null for anything else. */
export function parseEbayAccountDeletion(body: unknown): EbayAccountDeletion | null {
  const root = record(body);
  if (record(root.metadata).topic !== 'MARKETPLACE_ACCOUNT_DELETION') return null;
  const notification = record(root.notification);
  const data = record(notification.data);
  const username = text(data.username);
  const userId = text(data.userId);
  const eiasToken = text(data.eiasToken);
  if (username === null || userId === null || eiasToken === null) return null;
  return { notificationId: text(notification.notificationId), username, userId, eiasToken };
}
