import { ErrorCode } from '@ledgerhouse/contracts';
import { packingDecider, verifiedOf, type PackingCommand } from './packing';
import { foldEvents } from '../../../event-sourcing/load-state';

const at = new Date('2026-11-23T10:00:00.000Z');
const verify = (scanId: string, productId: string | null, ordered = 2): PackingCommand => ({
  type: 'VerifyUnit',
  orderId: 'o1',
  scanId,
  barcode: 'BC',
  productId,
  ordered,
  at,
});
const run = (commands: PackingCommand[]) =>
  commands.reduce(
    (events, command) => [...events, ...packingDecider.decide(command, foldEvents(packingDecider, events))],
    [] as ReturnType<typeof packingDecider.decide>,
  );
const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return (err as { code?: string }).code;
  }
  return undefined;
};

describe('packing decider', () => {
  it('counts each verified unit once by its scan id', () => {
    const events = run([verify('s1', 'p1'), verify('s1', 'p1'), verify('s2', 'p1')]);
    expect(events).toHaveLength(2);
    expect(verifiedOf(foldEvents(packingDecider, events), 'p1')).toBe(2);
  });

  it('refuses a product the order does not hold with PACK_WRONG_ITEM', () => {
    expect(codeOf(() => run([verify('s1', null)]))).toBe(ErrorCode.PACK_WRONG_ITEM);
    expect(codeOf(() => run([verify('s1', 'p9', 0)]))).toBe(ErrorCode.PACK_WRONG_ITEM);
  });

  it('refuses one unit more than the order holds with PACK_TOO_MANY', () => {
    expect(codeOf(() => run([verify('s1', 'p1', 1), verify('s2', 'p1', 1)]))).toBe(ErrorCode.PACK_TOO_MANY);
  });
});
