// The seven callers of the authorization matrix, made through the real API (staff and manager via the demo seeding command).
import { CommandBus } from '@nestjs/cqrs';
import { Register } from '../../services/src/identity/commands/register';
import { bearer, login, newSeller, type Account } from './accounts';
import { api, type TestApp } from './test-app';

export type Role = 'anonymous' | 'seller' | 'anotherSeller' | 'staff' | 'manager' | 'blockedSeller' | 'blockedStaff';

export async function adminAccount(app: TestApp, userType: 'STAFF' | 'WAREHOUSE_MANAGER'): Promise<Account> {
  const email = `${userType.toLowerCase()}-${Math.random().toString(36).slice(2, 8)}@warehouse.example`;
  const password = 'admin-pass-1';
  const result = await app.running.app
    .get(CommandBus)
    .execute(new Register({ fullName: 'Wendy Warehouse', email, phone: '+1 212 555 0150', password }, { userType, confirmed: true }));
  const tokens = await login(app, email, password);
  await app.running.runner.waitFor(tokens.position as never, 5000);
  return { id: result.id, email, password, ...tokens };
}

export async function makeRoles(app: TestApp): Promise<Record<Exclude<Role, 'anonymous'>, Account>> {
  const [seller, anotherSeller, blockedSeller, staff, manager, blockedStaff] = [
    await newSeller(app),
    await newSeller(app),
    await newSeller(app),
    await adminAccount(app, 'STAFF'),
    await adminAccount(app, 'WAREHOUSE_MANAGER'),
    await adminAccount(app, 'STAFF'),
  ];
  await blockAs(app, staff, blockedSeller);
  await blockAs(app, manager, blockedStaff);
  return { seller, anotherSeller, blockedSeller, staff, manager, blockedStaff };
}

/** Blocks `target` as `by` and waits until the guard's read model knows it. */
export async function blockAs(app: TestApp, by: Account, target: Account): Promise<void> {
  const blocked = await api(app, 'POST', `/api/admin/users/${target.id}/block`, { headers: bearer(by) });
  if (blocked.status !== 200) throw new Error(`block: ${blocked.status} ${JSON.stringify(blocked.body)}`);
  await app.running.runner.waitFor(blocked.body.position, 5000);
}

/** Starts `staff` acting as `sellerId` the recorded way (admin_mode works only after it, until its end). */
export async function startActingAs(app: TestApp, staff: Account, sellerId: string): Promise<void> {
  const started = await api(app, 'POST', '/api/admin/impersonation/start', { headers: bearer(staff), body: { userId: sellerId } });
  if (started.status !== 200) throw new Error(`start impersonation: ${started.status} ${JSON.stringify(started.body)}`);
}
