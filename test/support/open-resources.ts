// What a test file opens through test/support (apps, databases) is closed when the file ends, even when its set-up
// failed or timed out and the file's own afterAll found nothing to close: one leftover keeps jest from exiting.
// test/support/closing-environment.ts calls closeLeftovers() after the file's last afterAll.

type Closer = () => Promise<void>;

const LEFTOVER_WAIT_MS = 120_000;
const closers: Promise<Closer | undefined>[] = [];

/** Registers a resource while it opens (a set-up that timed out may still finish later) and returns it. */
export function closedAfterFile<T>(opening: Promise<T>, close: (resource: T) => Promise<void>): Promise<T> {
  closers.push(
    opening.then(
      (resource) => () => close(resource),
      () => undefined,
    ),
  );
  return opening;
}

/** Makes a close safe to call twice: by the test's afterAll and by closeLeftovers. */
export function closingOnce(close: Closer): Closer {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

/** Closes the newest first (an app before its database); waits a bounded time for a resource still opening. */
export async function closeLeftovers(): Promise<void> {
  const pending = closers.splice(0).reverse();
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, LEFTOVER_WAIT_MS).unref();
  });
  const closeAll = async () => {
    for (const closer of pending) await (await closer)?.().catch(() => undefined);
  };
  await Promise.race([closeAll(), gaveUp]);
  clearTimeout(timer);
}

(globalThis as Record<symbol, unknown>)[Symbol.for('ledgerhouse.closeLeftovers')] = closeLeftovers;
