import { ebayChallengeResponse, parseEbayAccountDeletion } from './ebay-account-deletion';

describe('eBay marketplace account deletion', () => {
  it('answers the challenge with the hex SHA-256 of code, verification token and endpoint', () => {
    // printf '%s' "<code><token><endpoint>" | sha256sum
    expect(
      ebayChallengeResponse(
        'a8628072-3d33-45ee-9004-bee86830a22d',
        'my-verification-token-0123456789abcdefghijklmnopqr',
        'https://app.ledgerhouse.test/webhooks/ebay/account-deletion',
      ),
    ).toBe('9eecd757486e7dc3c42685faf5205529b34aa7fe00fd69aded00d1f71d124df9');
  });

  it('reads the user to erase from a deletion notification', () => {
    const body = {
      metadata: { topic: 'MARKETPLACE_ACCOUNT_DELETION', schemaVersion: '1.0', deprecated: false },
      notification: {
        notificationId: '49feeaeb-4982-42d9-a377-9645b8479411_33f7e043-fed8-442b-9d44-791923bd9a6d',
        eventDate: '2021-03-19T20:43:59.462Z',
        publishDate: '2021-03-19T20:43:59.679Z',
        publishAttemptCount: 1,
        data: { username: 'test_user', userId: 'ma8vp1jySJC', eiasToken: 'nY+sHZ2PrBmdj6wVnY+sEZ2PrA2dj6wJnY+gAZGEpwmdj6x9nY+seQ==' },
      },
    };
    expect(parseEbayAccountDeletion(body)).toEqual({
      notificationId: body.notification.notificationId,
      username: 'test_user',
      userId: 'ma8vp1jySJC',
      eiasToken: body.notification.data.eiasToken,
    });
  });

  it('reads any other topic or an incomplete body as nothing to erase', () => {
    expect(
      parseEbayAccountDeletion({
        metadata: { topic: 'ITEM_SOLD' },
        notification: { data: { username: 'u', userId: 'i', eiasToken: 'e' } },
      }),
    ).toBeNull();
    expect(
      parseEbayAccountDeletion({ metadata: { topic: 'MARKETPLACE_ACCOUNT_DELETION' }, notification: { data: { username: 'u' } } }),
    ).toBeNull();
    expect(parseEbayAccountDeletion('not json')).toBeNull();
  });
});
