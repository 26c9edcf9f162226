// given events / then rows for the storage_volumes read model, on a real event store and database.
import { newId, projectorSpec } from '../../test/support/projector-spec';
import { storageVolumesProjector } from './storage-volumes';

const spec = projectorSpec(storageVolumesProjector);
const recorded = (day: string, cubicFeet: number) => ({
  type: 'StorageVolumeRecorded',
  data: { day, cubicFeet, at: `${day}T00:05:00.000Z` },
});
const volumes = async (userId: string) =>
  (await spec.db.selectFrom('storage_volumes').select(['day', 'cubic_feet']).where('user_id', '=', userId).orderBy('day').execute()).map(
    (r) => ({ day: String(r.day), cubic_feet: Number(r.cubic_feet) }),
  );

describe('storage_volumes projector', () => {
  it('keeps each recorded day’s volume of each seller', async () => {
    const user = newId('seller');
    const other = newId('seller');
    await spec.given({
      [`storage-${user}`]: [recorded('2027-02-01', 10), recorded('2027-02-02', 20.5)],
      [`storage-${other}`]: [recorded('2027-02-01', 3)],
    });
    expect(await volumes(user)).toEqual([
      { day: '2027-02-01', cubic_feet: 10 },
      { day: '2027-02-02', cubic_feet: 20.5 },
    ]);
    expect(await volumes(other)).toEqual([{ day: '2027-02-01', cubic_feet: 3 }]);
  });

  it('changes nothing when the events are replayed', async () => {
    const user = newId('seller');
    await spec.given({ [`storage-${user}`]: [recorded('2027-03-01', 1), recorded('2027-03-02', 2)] });
    await spec.expectReplayChangesNothing(() => volumes(user));
  });
});
