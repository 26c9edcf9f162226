import { ErrorCode } from '@ledgerhouse/contracts';
import { ManualClock } from '@ledgerhouse/infra';
import type { AppConfig } from '../../config/config.schema';
import { DomainError } from '../../errors/domain-error';
import type { ChannelSyncGateway } from './import-gateway';
import type { ImportPass } from './import-pass';
import { DEFAULT_IMPORT_INTERVAL_MS, ImportScheduler, importIntervalOf } from './import-scheduler';

const INTERVAL = 1_000;

function bed(answers: Record<string, (() => Promise<unknown>)[]>) {
  const clock = new ManualClock(new Date('2026-11-23T12:00:00.000Z'));
  const runs: string[] = [];
  const pass = {
    isRunning: () => false,
    run: (channelId: string) => {
      runs.push(channelId);
      return (answers[channelId]?.shift() ?? (async () => ({ imported: 0, skipped: 0 })))();
    },
  } as unknown as ImportPass;
  const channels = { activeChannelIds: async () => Object.keys(answers) } as unknown as ChannelSyncGateway;
  const config = { NODE_ENV: 'test', CHANNEL_IMPORT_INTERVAL_MS: INTERVAL } as AppConfig;
  return { scheduler: new ImportScheduler(config, clock, channels, pass), clock, runs };
}

const limited =
  (retryAfterMs: number | null = null) =>
  async () => {
    throw new DomainError(ErrorCode.CHANNEL_RATE_LIMITED, { retryAfterMs });
  };

describe('import scheduler', () => {
  it('runs every 60 s unless configured, and never on its own in tests unless configured', () => {
    expect(importIntervalOf({ NODE_ENV: 'production', CHANNEL_IMPORT_INTERVAL_MS: undefined })).toBe(DEFAULT_IMPORT_INTERVAL_MS);
    expect(importIntervalOf({ NODE_ENV: 'test', CHANNEL_IMPORT_INTERVAL_MS: undefined })).toBe(0);
    expect(importIntervalOf({ NODE_ENV: 'test', CHANNEL_IMPORT_INTERVAL_MS: 250 })).toBe(250);
  });

  it('holds back a rate-limited channel (doubling the wait) while the others go on, then tries it again', async () => {
    const t = bed({ slow: [limited(), limited()], fine: [] });
    await t.scheduler.tick();
    expect(t.runs).toEqual(['slow', 'fine']);
    t.clock.advance(INTERVAL);
    await t.scheduler.tick();
    expect(t.runs.slice(2)).toEqual(['fine']);
    t.clock.advance(INTERVAL);
    await t.scheduler.tick();
    expect(t.runs.slice(3)).toEqual(['slow', 'fine']);
    // Second failure in a row: 4 intervals.
    t.clock.advance(3 * INTERVAL);
    await t.scheduler.tick();
    expect(t.runs.slice(5)).toEqual(['fine']);
    t.clock.advance(INTERVAL);
    await t.scheduler.tick();
    expect(t.runs.slice(6)).toEqual(['slow', 'fine']);
  });

  it('waits as long as the marketplace’s Retry-After says when it is longer', async () => {
    const t = bed({ slow: [limited(10 * INTERVAL)] });
    await t.scheduler.tick();
    t.clock.advance(9 * INTERVAL);
    await t.scheduler.tick();
    expect(t.runs).toEqual(['slow']);
    t.clock.advance(INTERVAL);
    await t.scheduler.tick();
    expect(t.runs).toEqual(['slow', 'slow']);
  });

  it('does not hold back a channel whose pass failed for a reason waiting will not fix', async () => {
    const t = bed({ gone: [async () => Promise.reject(new DomainError(ErrorCode.CHANNEL_NOT_ACTIVE))] });
    await t.scheduler.tick();
    await t.scheduler.tick();
    expect(t.runs).toEqual(['gone', 'gone']);
  });
});
