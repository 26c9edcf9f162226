// Ending a check-in: accept (showing what differs from the declaration), search for missing units, or mark lost.
import { Button, Input, Space, Typography } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminInboundShipmentView } from '@ledgerhouse/contracts';
import { showApiError } from '../../../shared/api/apply-field-errors';
import { confirm } from '../../../shared/ui/modal-queue';
import { toasts } from '../../../shared/ui/toast-queue';
import { useAcceptMutation, useMarkLostMutation, useStartSearchMutation } from '../api/admin-inbound-api';
import { discrepancies } from './line-figures';
import { ReceiptTag } from './inbound-lines-table';

const ACCEPTABLE = ['CHECKING_DELIVERY', 'ACCEPTING', 'SEARCHING'];
const LOSABLE = ['NOT_DELIVERED', 'DELIVERED', 'SEARCHING'];

export function CheckActions({ shipment }: { shipment: AdminInboundShipmentView }) {
  const { t } = useTranslation('warehouseInbound');
  const accept = useAcceptMutation(shipment.id);
  const search = useStartSearchMutation(shipment.id);
  const lose = useMarkLostMutation(shipment.id);
  const note = useRef('');

  const run = async (mutation: { mutateAsync(input: undefined): Promise<unknown> }, done: string) => {
    try {
      await mutation.mutateAsync(undefined);
      toasts.push({ type: 'success', message: done });
    } catch (err) {
      showApiError(err);
    }
  };

  const onAccept = async () => {
    const differing = discrepancies(shipment.lines);
    const content =
      differing.length === 0 ? (
        t('check.acceptExact')
      ) : (
        <Space orientation="vertical" data-testid="accept-discrepancies">
          <Typography.Text>{t('check.acceptDiscrepancies')}</Typography.Text>
          {differing.map(({ line }) => (
            <Space key={line.productId} wrap>
              <Typography.Text strong>{line.title ?? line.barcode}</Typography.Text>
              <ReceiptTag line={line} />
            </Space>
          ))}
        </Space>
      );
    if (await confirm({ title: t('check.acceptTitle'), content, okText: t('check.accept') })) await run(accept, t('check.accepted'));
  };

  const onLost = async () => {
    note.current = '';
    const content = (
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Text>{t('check.markLostText')}</Typography.Text>
        <Input.TextArea
          data-testid="lost-note"
          rows={2}
          maxLength={1000}
          placeholder={t('check.lostNote')}
          onChange={(e) => (note.current = e.target.value)}
        />
      </Space>
    );
    if (!(await confirm({ title: t('check.markLostTitle'), content, okText: t('check.markLost'), danger: true }))) return;
    try {
      await lose.mutateAsync({ note: note.current.trim() || null });
      toasts.push({ type: 'success', message: t('check.markedLost') });
    } catch (err) {
      showApiError(err);
    }
  };

  return (
    <Space wrap>
      {ACCEPTABLE.includes(shipment.status) ? (
        <Button data-testid="check-accept" type="primary" loading={accept.isPending} onClick={() => void onAccept()}>
          {t('check.accept')}
        </Button>
      ) : null}
      {shipment.status === 'ACCEPTING' ? (
        <Button data-testid="check-start-search" loading={search.isPending} onClick={() => void run(search, t('check.searchStarted'))}>
          {t('check.startSearch')}
        </Button>
      ) : null}
      {LOSABLE.includes(shipment.status) ? (
        <Button data-testid="check-mark-lost" danger loading={lose.isPending} onClick={() => void onLost()}>
          {t('check.markLost')}
        </Button>
      ) : null}
    </Space>
  );
}
