import { deciderSpec } from '../../../../test/support/decider-spec';
import { integrationRequestDecider, type IntegrationRequestEvent, type RequestIntegrationCommand } from './integration-request';

const { given } = deciderSpec(integrationRequestDecider);

const command: RequestIntegrationCommand = {
  requestId: 'r-1',
  sellerId: 'seller-1',
  marketplace: 'Wildberries',
  website: 'https://wildberries.ru',
  contactEmail: 'Seller@Example.com',
  comment: null,
  requestedAt: new Date('2026-11-22T10:00:00Z'),
};

const requested: IntegrationRequestEvent = {
  type: 'IntegrationRequested',
  data: {
    requestId: 'r-1',
    sellerId: 'seller-1',
    marketplace: 'Wildberries',
    website: 'https://wildberries.ru',
    contactEmail: 'seller@example.com',
    comment: null,
    requestedAt: '2026-11-22T10:00:00.000Z',
  },
};

describe('integration request decider', () => {
  it('given no history, when requested, then IntegrationRequested with the seller, the lower-cased email and the time from the command', () => {
    given().when(command).then([requested]);
  });

  it('given an existing request, when requested again, then ALREADY_EXISTS', () => {
    given(requested).when(command).thenThrows('ALREADY_EXISTS');
  });
});
