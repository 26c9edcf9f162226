// Choose a carrier, then the packed parcels of that carrier (on no other manifest) a manifest holds. Editing keeps the
// carrier and starts from the manifest's own parcels.
import { Alert, Button, Select, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../shared/format/use-formatters';
import { useManifestCandidatesQuery } from '../api/manifests-api';

interface Parcel {
  orderId: string;
  number: string;
  trackingNumber: string | null;
  packedAt?: string | null;
}

export interface ManifestFormProps {
  /** Fixed when editing. */
  carrier?: string;
  /** The manifest's parcels when editing. */
  current?: Parcel[];
  submitText: string;
  submitting: boolean;
  onSubmit(carrier: string, orderIds: string[]): void;
  onCancel(): void;
}

export function ManifestForm({ carrier: fixed, current = [], submitText, submitting, onSubmit, onCancel }: ManifestFormProps) {
  const { t } = useTranslation('manifests');
  const f = useFormatters();
  const all = useManifestCandidatesQuery();
  const [carrier, setCarrier] = useState<string | undefined>(fixed);
  const [selected, setSelected] = useState<string[]>(current.map((p) => p.orderId));
  const carriers = [...new Set((all.data?.items ?? []).map((c) => c.carrier))].sort();
  const parcels: Parcel[] = [...current, ...(all.data?.items ?? []).filter((c) => c.carrier === carrier)];

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      {all.isError ? <Alert type="error" showIcon title={all.error.message} /> : null}
      <Space wrap align="center">
        <Typography.Text strong>{t('form.carrier')}:</Typography.Text>
        <Select
          data-testid="manifest-carrier"
          style={{ minWidth: 220 }}
          disabled={Boolean(fixed)}
          loading={all.isFetching}
          value={carrier}
          placeholder={t('form.chooseCarrier')}
          notFoundContent={t('form.noCarriers')}
          onChange={(value: string) => {
            setCarrier(value);
            setSelected([]);
          }}
          options={(fixed ? [fixed] : carriers).map((c) => ({ value: c, label: c }))}
        />
      </Space>
      {carrier ? (
        <>
          <Typography.Title level={5}>{t('form.parcels', { carrier })}</Typography.Title>
          <Table<Parcel>
            data-testid="manifest-parcels"
            size="small"
            pagination={false}
            scroll={{ x: 'max-content' }}
            rowKey="orderId"
            dataSource={parcels}
            locale={{ emptyText: t('form.noParcels') }}
            rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
            columns={[
              { key: 'number', title: t('form.columns.number'), dataIndex: 'number' },
              { key: 'tracking', title: t('form.columns.tracking'), render: (_, p) => p.trackingNumber ?? '—' },
              { key: 'packed', title: t('form.columns.packedAt'), render: (_, p) => (p.packedAt ? f.dateTime(p.packedAt) : '—') },
            ]}
          />
          <Typography.Text data-testid="manifest-selected">{t('form.selected', { count: selected.length })}</Typography.Text>
        </>
      ) : null}
      <Space wrap>
        <Button
          data-testid="manifest-submit"
          type="primary"
          disabled={!carrier || !selected.length}
          loading={submitting}
          onClick={() => carrier && onSubmit(carrier, selected)}
        >
          {submitText}
        </Button>
        <Button onClick={onCancel}>{t('form.cancel')}</Button>
      </Space>
    </Space>
  );
}
