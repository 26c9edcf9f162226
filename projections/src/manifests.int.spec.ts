// given manifest events / then the manifest's row: OPEN with its orders, then CLOSED with the scan form.
import { newId, projectorSpec } from '../../test/support/projector-spec';
import { manifestsProjector } from './manifests';

const spec = projectorSpec(manifestsProjector);
const at = '2026-11-23T10:00:00.000Z';
const rowOf = (id: string) =>
  spec.db
    .selectFrom('manifests')
    .select(['number', 'carrier', 'status', 'order_ids', 'scan_form_file_id', 'closed_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('manifests projector', () => {
  it('keeps an OPEN manifest with its orders as they change', async () => {
    const id = newId('manifest');
    await spec.given({
      [`manifest-${id}`]: [
        { type: 'ManifestCreated', data: { manifestId: id, number: 'MF-000001', carrier: 'UPS', orderIds: ['o1', 'o2'], at } },
        { type: 'ManifestOrdersChanged', data: { orderIds: ['o2', 'o3'], at } },
      ],
    });
    expect(await rowOf(id)).toEqual({
      number: 'MF-000001',
      carrier: 'UPS',
      status: 'OPEN',
      order_ids: ['o2', 'o3'],
      scan_form_file_id: null,
      closed_at: null,
    });
  });

  it('closes with the scan form, and a replay changes nothing', async () => {
    const id = newId('manifest');
    await spec.given({
      [`manifest-${id}`]: [
        { type: 'ManifestCreated', data: { manifestId: id, number: 'MF-000002', carrier: 'USPS', orderIds: ['o1'], at } },
        { type: 'ManifestClosed', data: { scanFormFileId: 'file-1', at } },
      ],
    });
    expect(await rowOf(id)).toMatchObject({ status: 'CLOSED', scan_form_file_id: 'file-1', closed_at: new Date(at) });
    await spec.expectReplayChangesNothing(() => rowOf(id));
  });
});
