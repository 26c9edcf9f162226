import { mayActOn, mayUseOwn, type AccountKind, type Caller } from './staff-powers';

const caller = (kind: AccountKind, blocked = false): Caller => ({ id: `${kind}-1`, kind, blocked });
const target = (kind: AccountKind) => ({ id: `${kind}-2`, kind });

describe('who may do what to whom', () => {
  it('opens the admin area to staff and managers, never to sellers or to blocked staff', () => {
    expect(mayUseOwn(caller('STAFF'), 'adminArea')).toBe(true);
    expect(mayUseOwn(caller('WAREHOUSE_MANAGER'), 'adminArea')).toBe(true);
    expect(mayUseOwn(caller('SELLER'), 'adminArea')).toBe(false);
    expect(mayUseOwn(caller('STAFF', true), 'adminArea')).toBe(false);
    expect(mayUseOwn(caller('WAREHOUSE_MANAGER', true), 'adminArea')).toBe(false);
  });

  it('keeps the seller area to sellers (blocked ones included: spec 6 decides per route)', () => {
    expect(mayUseOwn(caller('SELLER'), 'sellerArea')).toBe(true);
    expect(mayUseOwn(caller('SELLER', true), 'sellerArea')).toBe(true);
    expect(mayUseOwn(caller('STAFF'), 'sellerArea')).toBe(false);
    expect(mayUseOwn(caller('WAREHOUSE_MANAGER'), 'sellerArea')).toBe(false);
  });

  it('lets staff block sellers only, and managers every account but their own', () => {
    expect(mayActOn(caller('STAFF'), 'block', target('SELLER'))).toBe(true);
    expect(mayActOn(caller('STAFF'), 'block', target('STAFF'))).toBe(false);
    expect(mayActOn(caller('STAFF'), 'block', target('WAREHOUSE_MANAGER'))).toBe(false);
    for (const kind of ['SELLER', 'STAFF', 'WAREHOUSE_MANAGER'] as const)
      expect(mayActOn(caller('WAREHOUSE_MANAGER'), 'block', target(kind))).toBe(true);
    expect(mayActOn(caller('SELLER'), 'block', target('SELLER'))).toBe(false);
  });

  it('lets nobody block themselves', () => {
    const manager = caller('WAREHOUSE_MANAGER');
    expect(mayActOn(manager, 'block', { id: manager.id, kind: 'WAREHOUSE_MANAGER' })).toBe(false);
  });

  it('lets staff and managers act as sellers only, and a blocked one as nobody', () => {
    expect(mayActOn(caller('STAFF'), 'impersonate', target('SELLER'))).toBe(true);
    expect(mayActOn(caller('WAREHOUSE_MANAGER'), 'impersonate', target('STAFF'))).toBe(false);
    expect(mayActOn(caller('STAFF', true), 'impersonate', target('SELLER'))).toBe(false);
    expect(mayActOn(caller('STAFF', true), 'block', target('SELLER'))).toBe(false);
  });
});
