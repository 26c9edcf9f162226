import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@ledgerhouse/contracts';
import { loadConfig } from '../../config/load-config';
import { allowListRefusal } from './order-command-sellers';

const sellersOf = (value: string | undefined) => loadConfig({ KAFKA_ORDER_COMMAND_SELLERS: value }).KAFKA_ORDER_COMMAND_SELLERS;

describe('the sellers the order-commands topic may place orders for (KAFKA_ORDER_COMMAND_SELLERS)', () => {
  it('are none by default: unset or blank, the topic is not consumed', () => {
    expect(sellersOf(undefined)).toBeUndefined();
    expect(sellersOf('  ')).toBeUndefined();
  });

  it('are every seller with `*`, or the listed ids (trimmed, blanks dropped)', () => {
    const [a, b] = [randomUUID(), randomUUID()];
    expect(sellersOf('*')).toBe('*');
    expect(sellersOf(` ${a}, ${b} ,`)).toEqual([a, b]);
  });

  it('refuse anything but seller ids, naming the setting', () => {
    expect(() => sellersOf('acme')).toThrow(/KAFKA_ORDER_COMMAND_SELLERS.*seller ids are UUIDs/);
    expect(() => sellersOf(`${randomUUID()},*`)).toThrow(/KAFKA_ORDER_COMMAND_SELLERS/);
  });

  it('let a listed seller through and refuse any other as FORBIDDEN', () => {
    const [listed, other] = [randomUUID(), randomUUID()];
    expect(allowListRefusal('*', other)).toBeNull();
    expect(allowListRefusal([listed], listed)).toBeNull();
    expect(allowListRefusal([listed], other)).toEqual({
      reason: ErrorCode.FORBIDDEN,
      message: 'The seller is not on the allow-list of this topic (KAFKA_ORDER_COMMAND_SELLERS)',
    });
    expect(allowListRefusal([], listed)?.reason).toBe(ErrorCode.FORBIDDEN);
  });
});
