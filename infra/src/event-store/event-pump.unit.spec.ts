import { EventPump } from './event-pump';
import { toPosition, comparePositions, type GlobalPosition } from './position';
import type { StoredEvent } from './port';

/** A log whose visible part the test controls, counting the pump's reads. */
function fakeLog() {
  const visible: StoredEvent[] = [];
  const log = {
    reads: 0,
    show(major: number, minor: number) {
      visible.push({
        streamId: 's',
        version: visible.length + 1,
        type: 'Happened',
        data: null,
        metadata: {} as StoredEvent['metadata'],
        position: toPosition(major, minor),
        recordedAt: new Date(),
      });
    },
    readAll: async (from: GlobalPosition | null, limit: number) => {
      log.reads += 1;
      return visible.filter((e) => comparePositions(e.position, from) > 0).slice(0, limit);
    },
  };
  return log;
}

/** A pump over the log, started, polling every 100 ms while awaiting and every 5 s otherwise. */
async function startedPump(log: ReturnType<typeof fakeLog>): Promise<EventPump> {
  const pump = new EventPump({
    readAll: log.readAll,
    head: async () => null,
    onNew: () => undefined,
    pollIntervalMs: 100,
    idlePollIntervalMs: 5_000,
  });
  await pump.read(null, 10);
  return pump;
}

describe('EventPump polling', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('reads every pollIntervalMs only while an event known to be committed is not visible, then every idlePollIntervalMs', async () => {
    const log = fakeLog();
    const pump = await startedPump(log);
    await jest.advanceTimersByTimeAsync(4_000);
    const idleReads = log.reads;
    expect(idleReads).toBeLessThanOrEqual(2); // the first fetch, nothing more before the long poll's 5 s

    // An append returned 7.1, but an older transaction holds it back: the pump keeps looking every 100 ms.
    await pump.fetch(toPosition(7, 1));
    await jest.advanceTimersByTimeAsync(1_000);
    expect(log.reads - idleReads).toBeGreaterThanOrEqual(9);

    log.show(7, 1);
    await jest.advanceTimersByTimeAsync(100);
    expect(await pump.read(null, 10)).toHaveLength(1);
    const seen = log.reads;
    // Seen: back to the long poll, however busy the pump just was.
    await jest.advanceTimersByTimeAsync(4_800);
    expect(log.reads).toBe(seen);
    await jest.advanceTimersByTimeAsync(400);
    expect(log.reads).toBe(seen + 1);
    await pump.stop();
  });

  it('a wake without a known position reads once and keeps the long poll', async () => {
    const log = fakeLog();
    const pump = await startedPump(log);
    const before = log.reads;
    await pump.fetch();
    await jest.advanceTimersByTimeAsync(2_000);
    expect(log.reads).toBe(before + 1);
    await pump.stop();
  });

  it('gives up the short poll for an awaited event that never shows (its transaction rolled back)', async () => {
    const log = fakeLog();
    const pump = await startedPump(log);
    await pump.fetch(toPosition(9, 9));
    await jest.advanceTimersByTimeAsync(31_000);
    const after = log.reads;
    await jest.advanceTimersByTimeAsync(4_000);
    expect(log.reads - after).toBeLessThanOrEqual(1);
    await pump.stop();
  });
});
