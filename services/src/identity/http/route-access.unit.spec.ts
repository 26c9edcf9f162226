import type { AccountKind } from '../domain/staff-powers';
import { routeRefusal, type RouteCall } from './route-access';

const call = (level: RouteCall['level'], kind: AccountKind, extra: Partial<RouteCall> & { blocked?: boolean } = {}) =>
  routeRefusal({ level, blockedAllowed: false, caller: { id: 'c', kind, blocked: extra.blocked ?? false }, acting: null, ...extra });

describe('what the guard answers on a route', () => {
  it('refuses blocked staff the admin area even where blocked sellers are let through', () => {
    expect(call('admin', 'STAFF', { blocked: true, blockedAllowed: true })).toBe('ACCOUNT_BLOCKED');
    expect(call('manager', 'WAREHOUSE_MANAGER', { blocked: true })).toBe('ACCOUNT_BLOCKED');
    expect(call('admin', 'STAFF')).toBeNull();
  });

  it('refuses sellers the admin area and staff the manager-only routes', () => {
    expect(call('admin', 'SELLER')).toBe('FORBIDDEN');
    expect(call('manager', 'STAFF')).toBe('WAREHOUSE_MANAGER_ONLY');
  });

  it('refuses staff a seller route as themselves with SELLER_ONLY, and lets them through acting as a seller', () => {
    expect(call('seller', 'STAFF')).toBe('SELLER_ONLY');
    expect(call('seller', 'WAREHOUSE_MANAGER')).toBe('SELLER_ONLY');
    expect(call('seller', 'STAFF', { acting: { blocked: false } })).toBeNull();
    expect(call('seller', 'STAFF', { acting: { blocked: true } })).toBe('ACCOUNT_BLOCKED');
    expect(call('user', 'STAFF')).toBeNull();
  });

  it('lets a blocked seller only through routes open to blocked users', () => {
    expect(call('seller', 'SELLER', { blocked: true })).toBe('ACCOUNT_BLOCKED');
    expect(call('seller', 'SELLER', { blocked: true, blockedAllowed: true })).toBeNull();
  });
});
