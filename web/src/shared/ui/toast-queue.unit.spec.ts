import { ToastQueue } from './toast-queue';

describe('ToastQueue', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows one toast for 3 s, then the next after a 150 ms gap', () => {
    const queue = new ToastQueue();
    queue.push({ message: 'first' });
    queue.push({ message: 'second' });
    expect(queue.current?.message).toBe('first');
    jest.advanceTimersByTime(2999);
    expect(queue.current?.message).toBe('first');
    jest.advanceTimersByTime(1);
    expect(queue.current).toBeNull();
    jest.advanceTimersByTime(149);
    expect(queue.current).toBeNull();
    jest.advanceTimersByTime(1);
    expect(queue.current?.message).toBe('second');
  });

  it('keeps a toast with an action for 7 s', () => {
    const queue = new ToastQueue();
    queue.push({ message: 'undo?', action: { label: 'Undo', onClick: () => undefined } });
    jest.advanceTimersByTime(6999);
    expect(queue.current?.message).toBe('undo?');
    jest.advanceTimersByTime(1);
    expect(queue.current).toBeNull();
  });

  it('dismissing closes at once and still waits the gap before the next', () => {
    const queue = new ToastQueue();
    const seen: (string | null)[] = [];
    queue.subscribe((t) => seen.push(t?.message ?? null));
    queue.push({ message: 'a' });
    queue.push({ message: 'b' });
    queue.dismiss();
    jest.advanceTimersByTime(150);
    expect(seen).toEqual(['a', null, 'b']);
  });
});
