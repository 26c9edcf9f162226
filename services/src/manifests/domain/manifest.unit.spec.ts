import { ErrorCode, type ManifestEvent } from '@ledgerhouse/contracts';
import { foldEvents } from '../../event-sourcing/load-state';
import { manifestDecider, type ManifestCommand } from './manifest';

const at = new Date('2026-11-23T10:00:00.000Z');
const created: ManifestEvent = {
  type: 'ManifestCreated',
  data: { manifestId: 'm1', number: 'MF-000001', carrier: 'UPS', orderIds: ['o1', 'o2'], at: at.toISOString() },
};
const closed: ManifestEvent = { type: 'ManifestClosed', data: { scanFormFileId: 'f1', at: at.toISOString() } };
const when = (given: ManifestEvent[], command: ManifestCommand) => manifestDecider.decide(command, foldEvents(manifestDecider, given));
const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return (err as { code?: string }).code;
  }
  return undefined;
};

describe('manifest decider', () => {
  it('creates an OPEN manifest once', () => {
    const create: ManifestCommand = {
      type: 'CreateManifest',
      manifestId: 'm1',
      number: 'MF-000001',
      carrier: 'UPS',
      orderIds: ['o1', 'o2'],
      at,
    };
    expect(when([], create)).toEqual([created]);
    expect(when([created], create)).toEqual([]);
  });

  it('refuses a manifest without orders with MANIFEST_EMPTY', () => {
    const create: ManifestCommand = { type: 'CreateManifest', manifestId: 'm1', number: 'MF-1', carrier: 'UPS', orderIds: [], at };
    expect(codeOf(() => when([], create))).toBe(ErrorCode.MANIFEST_EMPTY);
    expect(codeOf(() => when([created], { type: 'ChangeManifestOrders', orderIds: [], at }))).toBe(ErrorCode.MANIFEST_EMPTY);
  });

  it('changes its orders while OPEN; the same set changes nothing', () => {
    expect(when([created], { type: 'ChangeManifestOrders', orderIds: ['o2', 'o3'], at })).toEqual([
      { type: 'ManifestOrdersChanged', data: { orderIds: ['o2', 'o3'], at: at.toISOString() } },
    ]);
    expect(when([created], { type: 'ChangeManifestOrders', orderIds: ['o2', 'o1'], at })).toEqual([]);
  });

  it('closes once with the scan form; a closed manifest refuses changes with MANIFEST_CLOSED', () => {
    expect(when([created], { type: 'CloseManifest', scanFormFileId: 'f1', at })).toEqual([closed]);
    expect(when([created, closed], { type: 'CloseManifest', scanFormFileId: 'f2', at })).toEqual([]);
    expect(codeOf(() => when([created, closed], { type: 'ChangeManifestOrders', orderIds: ['o3'], at }))).toBe(ErrorCode.MANIFEST_CLOSED);
  });

  it('answers MANIFEST_NOT_FOUND for a manifest never created', () => {
    expect(codeOf(() => when([], { type: 'CloseManifest', scanFormFileId: 'f1', at }))).toBe(ErrorCode.MANIFEST_NOT_FOUND);
  });
});
