// given bin events / then the locations rows, on a real event store and database.
import { projectorSpec } from '../../test/support/projector-spec';
import { locationsProjector } from './locations';

const spec = projectorSpec(locationsProjector);
const at = '2026-11-23T10:00:00.000Z';
let next = 10;
/** A code no other test of this file uses. */
const freshCode = () => `L-${String(next++).padStart(2, '0')}-01`;
const created = (code: string) => ({
  type: 'LocationCreated',
  data: { code, zone: 'L', aisle: Number(code.slice(2, 4)), shelf: 1, at },
});
const row = (code: string) =>
  spec.db
    .selectFrom('locations')
    .select(['code', 'zone', 'aisle', 'shelf', 'active', 'created_at'])
    .where('code', '=', code)
    .executeTakeFirst();

describe('locations projector', () => {
  it('lists a created bin as active with its zone, aisle and shelf', async () => {
    const code = freshCode();
    await spec.given({ [`location-${code}`]: [created(code)] });
    expect(await row(code)).toEqual({ code, zone: 'L', aisle: Number(code.slice(2, 4)), shelf: 1, active: true, created_at: new Date(at) });
  });

  it('follows deactivation and reactivation', async () => {
    const code = freshCode();
    await spec.given({ [`location-${code}`]: [created(code), { type: 'LocationDeactivated', data: { code, at } }] });
    expect(await row(code)).toMatchObject({ active: false });
    await spec.given({ [`location-${code}`]: [{ type: 'LocationReactivated', data: { code, at } }] });
    expect(await row(code)).toMatchObject({ active: true });
  });

  it('changes nothing when the events are replayed', async () => {
    const code = freshCode();
    await spec.given({ [`location-${code}`]: [created(code), { type: 'LocationDeactivated', data: { code, at } }] });
    await spec.expectReplayChangesNothing(() => row(code));
  });
});
