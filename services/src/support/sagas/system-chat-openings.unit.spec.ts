import { SUPPORT_SUBJECTS } from '@ledgerhouse/contracts';
import { systemChatId } from './system-chat-id';
import {
  channelTokenInvalidChat,
  inboundLostChat,
  insufficientGoodsChat,
  integrationRequestChat,
  renewalFailedChat,
  topUpFailedChat,
} from './system-chat-openings';

describe('system chat openings', () => {
  it('opens an INBOUND_SHIPMENT chat from the system for a lost shipment, keyed by the shipment', () => {
    const opening = inboundLostChat({ shipmentId: 'sh1', sellerId: 's1', number: 'IN-9' });
    expect(opening).toMatchObject({
      chatId: systemChatId('INBOUND_LOST', 'sh1'),
      sellerId: 's1',
      category: 'INBOUND_SHIPMENT',
      initiator: 'SYSTEM',
      authorId: null,
      text: '',
      subject: null,
      trigger: { kind: 'INBOUND_LOST', ref: 'sh1' },
      template: { key: 'INBOUND_LOST', params: { shipmentNumber: 'IN-9', shipmentId: 'sh1' } },
      fileIds: [],
    });
  });

  it('opens a FUND_WALLET chat for a refused card top-up, manual or automatic, and none for other sources', () => {
    const topUp = { entryId: 'e1', amountCents: 5000, failure: 'CARD_DECLINED' as const };
    expect(topUpFailedChat('s1', { ...topUp, source: 'MANUAL_FUND' })).toMatchObject({
      category: 'FUND_WALLET',
      subjectNumber: 1,
      trigger: { kind: 'PAYMENT_FAILED', ref: 'e1' },
      template: { key: 'TOP_UP_FAILED', params: { amountCents: 5000, failure: 'CARD_DECLINED' } },
    });
    expect(topUpFailedChat('s1', { ...topUp, source: 'AUTO_FUND' })).toMatchObject({
      subjectNumber: 2,
      template: { key: 'AUTO_TOP_UP_FAILED' },
    });
    expect(topUpFailedChat('s1', { ...topUp, source: 'BY_STAFF' })).toBeNull();
  });

  it('opens a BILLING chat for a failed renewal with the plan price, one per failure', () => {
    const opening = renewalFailedChat('s1', 'basic', 'subscription-s1@4');
    expect(opening).toMatchObject({
      category: 'BILLING',
      template: { key: 'SUBSCRIPTION_RENEWAL_FAILED', params: { plan: 'basic', amountCents: 4900 } },
    });
    expect(renewalFailedChat('s1', 'basic', 'subscription-s1@9').chatId).not.toBe(opening.chatId);
  });

  it('opens a TECHNICAL_ISSUES chat naming the channel, one per invalidation', () => {
    const channel = { channelId: 'c1', sellerId: 's1', name: 'My shop', marketplace: 'SHOPIFY' };
    const opening = channelTokenInvalidChat(channel, 'channel-c1@3');
    expect(opening).toMatchObject({
      category: 'TECHNICAL_ISSUES',
      trigger: { kind: 'CHANNEL_TOKEN_INVALID', ref: 'c1' },
      template: { params: { channelName: 'My shop', marketplace: 'SHOPIFY' } },
    });
    expect(channelTokenInvalidChat(channel, 'channel-c1@8').chatId).not.toBe(opening.chatId);
  });

  it('opens a FULFILLMENT chat for an order waiting for goods, one per order', () => {
    const opening = insufficientGoodsChat({ orderId: 'o1', sellerId: 's1', number: 'ORD-1', skus: ['A', 'B'] });
    expect(opening).toMatchObject({
      chatId: systemChatId('ORDER_INSUFFICIENT_GOODS', 'o1'),
      category: 'FULFILLMENT',
      template: { key: 'ORDER_INSUFFICIENT_GOODS', params: { orderNumber: 'ORD-1', orderId: 'o1', skus: 'A, B' } },
    });
  });

  it('opens an integration request as the seller’s own chat with the request’s fields', () => {
    const request = { requestId: 'r1', sellerId: 's1', marketplace: 'Ozon', website: null, contactEmail: 'a@b.co', comment: 'Soon' };
    const opening = integrationRequestChat(request);
    expect(opening).toMatchObject({
      initiator: 'USER',
      authorId: 's1',
      category: 'TECHNICAL_ISSUES',
      trigger: { kind: 'INTEGRATION_REQUEST', ref: 'r1' },
      template: { key: 'INTEGRATION_REQUEST', params: { marketplace: 'Ozon', contactEmail: 'a@b.co', comment: 'Soon' } },
    });
    expect(opening.template?.params).not.toHaveProperty('website');
  });

  it('names a subject that exists in its category', () => {
    const openings = [
      inboundLostChat({ shipmentId: 'x', sellerId: 's', number: 'n' }),
      topUpFailedChat('s', { entryId: 'e', source: 'AUTO_FUND', amountCents: 1, failure: 'CARD_EXPIRED' })!,
      renewalFailedChat('s', 'premium', 'o'),
      channelTokenInvalidChat({ channelId: 'c', sellerId: 's', name: 'n', marketplace: 'EBAY' }, 'o'),
      insufficientGoodsChat({ orderId: 'o', sellerId: 's', number: 'n', skus: [] }),
      integrationRequestChat({ requestId: 'r', sellerId: 's', marketplace: 'm', website: null, contactEmail: 'e', comment: null }),
    ];
    for (const o of openings) expect(SUPPORT_SUBJECTS[o.category][o.subjectNumber! - 1]).toBeDefined();
  });
});
