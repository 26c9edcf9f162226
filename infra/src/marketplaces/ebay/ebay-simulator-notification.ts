// The eBay simulator's Notification API side: one EC P-256 signing key, its public key served by getPublicKey (an
// application token required, as at eBay), and MARKETPLACE_ACCOUNT_DELETION notifications signed as eBay signs them.
import { generateKeyPairSync, randomUUID, sign, type KeyObject } from 'node:crypto';
import type { SimulatorRequest, SimulatorResponse } from '../simulators/json-http-server';

/** A notification as eBay POSTs it: the JSON body and its X-EBAY-SIGNATURE header. */
export interface SignedEbayNotification {
  body: string;
  signatureHeader: string;
}

/** The user eBay tells us to forget; ids are made up when not given. */
export interface EbayDeletedUser {
  username: string;
  userId?: string;
  eiasToken?: string;
  notificationId?: string;
}

const PUBLIC_KEY_PATH = /^\/commerce\/notification\/v1\/public_key\/([^/]+)$/;

export class EbayNotificationDesk {
  readonly kid = randomUUID();
  private readonly privateKey: KeyObject;
  private readonly publicKeyPem: string;

  constructor() {
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = pair.privateKey;
    // eBay answers the PEM on one line.
    this.publicKeyPem = pair.publicKey.export({ type: 'spki', format: 'pem' }).toString().replace(/\n/g, '');
  }

  /** GET /commerce/notification/v1/public_key/{public_key_id}, or null for any other request. */
  handle(request: SimulatorRequest, applicationToken: boolean): SimulatorResponse | null {
    const match = request.method === 'GET' ? PUBLIC_KEY_PATH.exec(request.path) : null;
    if (!match) return null;
    if (!applicationToken)
      return {
        status: 401,
        body: { errors: [{ errorId: 1001, domain: 'OAuth', category: 'REQUEST', message: 'Invalid access token' }] },
      };
    if (decodeURIComponent(match[1]!) !== this.kid)
      return {
        status: 404,
        body: {
          errors: [
            { errorId: 195001, domain: 'API_NOTIFICATION', category: 'REQUEST', message: 'The specified public key ID was not found.' },
          ],
        },
      };
    return { status: 200, body: { algorithm: 'ECDSA', digest: 'SHA1', key: this.publicKeyPem } };
  }

  /** A MARKETPLACE_ACCOUNT_DELETION notification for `user`, signed with this desk's key. */
  accountDeletion(user: EbayDeletedUser): SignedEbayNotification {
    const now = new Date().toISOString();
    const body = JSON.stringify({
      metadata: { topic: 'MARKETPLACE_ACCOUNT_DELETION', schemaVersion: '1.0', deprecated: false },
      notification: {
        notificationId: user.notificationId ?? `${randomUUID()}_${randomUUID()}`,
        eventDate: now,
        publishDate: now,
        publishAttemptCount: 1,
        data: {
          username: user.username,
          userId: user.userId ?? randomUUID().replace(/-/g, '').slice(0, 11),
          eiasToken: user.eiasToken ?? Buffer.from(randomUUID()).toString('base64'),
        },
      },
    });
    const signature = sign('sha1', Buffer.from(body), { key: this.privateKey, dsaEncoding: 'der' }).toString('base64');
    const header = { alg: 'ecdsa', kid: this.kid, signature, digest: 'SHA1' };
    return { body, signatureHeader: Buffer.from(JSON.stringify(header)).toString('base64') };
  }
}
