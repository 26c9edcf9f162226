import { ModalQueue } from './modal-queue';

describe('ModalQueue', () => {
  it('shows modals one at a time in order and resolves each with its answer', async () => {
    const queue = new ModalQueue();
    const first = queue.open({ title: 'one' });
    const second = queue.open({ title: 'two' });
    expect(queue.current?.title).toBe('one');
    queue.answer(true);
    expect(queue.current?.title).toBe('two');
    queue.answer(false);
    expect(queue.current).toBeNull();
    await expect(first).resolves.toBe(true);
    await expect(second).resolves.toBe(false);
  });

  it('does not queue a keyed modal twice', async () => {
    const queue = new ModalQueue();
    const a = queue.open({ key: 'rate-limit', title: 'limit' });
    const b = queue.open({ key: 'rate-limit', title: 'limit' });
    queue.answer(true);
    expect(queue.current).toBeNull();
    await expect(Promise.all([a, b])).resolves.toEqual([true, true]);
  });
});
