// given / when / then for a warehouse bin: create once, deactivate only while empty, reactivate.
import type { LocationEvent } from '@ledgerhouse/contracts';
import { deciderSpec } from '../../../../test/support/decider-spec';
import { locationDecider, partsOf, type LocationCommand } from './location';

const { given } = deciderSpec(locationDecider);
const at = new Date('2026-11-23T10:00:00Z');
const code = 'B-03-07';
const created: LocationEvent = { type: 'LocationCreated', data: { code, zone: 'B', aisle: 3, shelf: 7, at: at.toISOString() } };
const deactivated: LocationEvent = { type: 'LocationDeactivated', data: { code, at: at.toISOString() } };
const reactivated: LocationEvent = { type: 'LocationReactivated', data: { code, at: at.toISOString() } };
const create: LocationCommand = { type: 'CreateLocation', code, at };
const deactivate = (unitsInBin = 0): LocationCommand => ({ type: 'DeactivateLocation', code, unitsInBin, at });
const reactivate: LocationCommand = { type: 'ReactivateLocation', code, at };

describe('location decider', () => {
  it('creates a bin with its zone, aisle and shelf', () => {
    given().when(create).then([created]);
  });

  it('refuses a second bin with the same code with LOCATION_ALREADY_EXISTS', () => {
    given(created).when(create).thenThrows('LOCATION_ALREADY_EXISTS', { params: { code }, status: 409 });
  });

  it('deactivates an empty bin once; a repeat changes nothing', () => {
    given(created).when(deactivate()).then([deactivated]).when(deactivate()).thenNothing();
  });

  it('refuses to deactivate a bin holding stock with LOCATION_HAS_STOCK and the units', () => {
    given(created)
      .when(deactivate(12))
      .thenThrows('LOCATION_HAS_STOCK', { params: { code, units: 12 }, status: 409 });
  });

  it('reactivates a deactivated bin; reactivating an active one changes nothing', () => {
    given(created).when(reactivate).thenNothing();
    given(created, deactivated).when(reactivate).then([reactivated]).when(deactivate()).then([deactivated]);
  });

  it('answers LOCATION_NOT_FOUND for a bin never created', () => {
    given().when(deactivate()).thenThrows('LOCATION_NOT_FOUND', { status: 404 });
    given().when(reactivate).thenThrows('LOCATION_NOT_FOUND', { params: { code } });
  });

  it('splits a code into zone, aisle and shelf', () => {
    expect(partsOf('Z-99-01')).toEqual({ zone: 'Z', aisle: 99, shelf: 1 });
  });
});
