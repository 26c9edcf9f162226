import { DomainError } from '../../errors/domain-error';
import { integrationRequestDecider as decider, type RequestIntegrationCommand } from './integration-request';

const command: RequestIntegrationCommand = {
  requestId: 'r-1',
  marketplace: 'Wildberries',
  website: 'https://wildberries.ru',
  contactEmail: 'Seller@Example.com',
  comment: null,
  requestedAt: new Date('2026-11-22T10:00:00Z'),
};

describe('integration request decider', () => {
  it('given no history, when requested, then IntegrationRequested with the time from the command', () => {
    const events = decider.decide(command, decider.initialState);
    expect(events).toEqual([
      {
        type: 'IntegrationRequested',
        data: {
          requestId: 'r-1',
          marketplace: 'Wildberries',
          website: 'https://wildberries.ru',
          contactEmail: 'seller@example.com',
          comment: null,
          requestedAt: '2026-11-22T10:00:00.000Z',
        },
      },
    ]);
  });

  it('given an existing request, when requested again, then ALREADY_EXISTS', () => {
    const state = decider.decide(command, decider.initialState).reduce(decider.evolve, decider.initialState);
    expect(() => decider.decide(command, state)).toThrow(DomainError);
    expect(() => decider.decide(command, state)).toThrow('ALREADY_EXISTS');
  });
});
