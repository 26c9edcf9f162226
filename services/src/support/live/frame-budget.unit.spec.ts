import { FrameBudget } from './frame-budget';

describe('FrameBudget', () => {
  it('grants the burst at once, refuses the next frame, and refills at its rate', () => {
    let now = 0;
    const budget = new FrameBudget({ burst: 3, perSecond: 2 }, () => now);
    expect([budget.take(), budget.take(), budget.take(), budget.take()]).toEqual([true, true, true, false]);
    now += 499;
    expect(budget.take()).toBe(false);
    now += 1;
    expect([budget.take(), budget.take()]).toEqual([true, false]);
  });

  it('never saves more than the burst however long it was quiet', () => {
    let now = 0;
    const budget = new FrameBudget({ burst: 2, perSecond: 1 }, () => now);
    now += 3_600_000;
    expect([budget.take(), budget.take(), budget.take()]).toEqual([true, true, false]);
  });
});
