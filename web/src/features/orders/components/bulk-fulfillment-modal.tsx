// Start fulfillment of the selected orders with one set of options (the warehouse buys each label): a progress bar
// while the batches go out, then each order's result.
import { Alert, Button, Form, Modal, Progress, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { resolveLocale, type OrderRow } from '@ledgerhouse/contracts';
import { errorMessage } from '../../../shared/api/error-message';
import { ApiError } from '../../../shared/api/api-error';
import { useBulkFulfillment, type BulkOutcome } from '../api/bulk-fulfillment';
import {
  defaultFulfillmentValues,
  FulfillmentOptionsFields,
  toFulfillmentOptions,
  type FulfillmentFormValues,
} from './fulfillment-options-fields';

export function BulkFulfillmentModal({ orders, onClose }: { orders: Pick<OrderRow, 'id' | 'number'>[]; onClose(done: boolean): void }) {
  const { t, i18n } = useTranslation('orders');
  const [form] = Form.useForm<FulfillmentFormValues>();
  const bulk = useBulkFulfillment();
  const progress = bulk.progress;
  const numberOf = new Map(orders.map((o) => [o.id, o.number]));
  const locale = resolveLocale(i18n.resolvedLanguage);
  const reason = (r: BulkOutcome) => (r.code ? errorMessage(new ApiError(409, r.code, r.message ?? '', null), locale) : (r.message ?? ''));
  const started = progress?.results.filter((r) => r.ok).length ?? 0;
  const finished = progress !== null && !progress.running;
  return (
    <Modal
      open
      width={640}
      title={t('bulk.title')}
      onCancel={() => (progress?.running ? undefined : onClose(finished))}
      footer={
        progress ? (
          <Button data-testid="bulk-close" disabled={progress.running} onClick={() => onClose(true)}>
            {t('bulk.close')}
          </Button>
        ) : (
          <Button data-testid="bulk-start" type="primary" onClick={() => form.submit()}>
            {t('bulk.start')}
          </Button>
        )
      }
    >
      {progress ? (
        <Space orientation="vertical" style={{ width: '100%' }} data-testid="bulk-progress">
          <Progress
            percent={Math.round((progress.done / progress.total) * 100)}
            status={progress.running ? 'active' : started === progress.total ? 'success' : 'normal'}
            format={() => t('bulk.progress', { done: progress.done, total: progress.total })}
          />
          {finished ? (
            <Alert
              data-testid="bulk-summary"
              type={started === progress.total ? 'success' : 'warning'}
              showIcon
              title={t('bulk.summary', { started, refused: progress.total - started })}
            />
          ) : null}
          <Table<BulkOutcome>
            data-testid="bulk-results"
            size="small"
            rowKey="orderId"
            pagination={false}
            dataSource={progress.results}
            columns={[
              { key: 'order', title: t('bulk.order'), render: (_, r) => numberOf.get(r.orderId) ?? r.orderId },
              {
                key: 'result',
                title: t('bulk.result'),
                render: (_, r) =>
                  r.ok ? (
                    <Tag color="green" data-result="ok">
                      {t('bulk.started')}
                    </Tag>
                  ) : (
                    <Typography.Text type="danger" data-result={r.code ?? 'refused'}>
                      {reason(r)}
                    </Typography.Text>
                  ),
              },
            ]}
          />
        </Space>
      ) : (
        <Form<FulfillmentFormValues>
          form={form}
          layout="vertical"
          initialValues={defaultFulfillmentValues}
          onFinish={(values) =>
            void bulk.run(
              orders.map((o) => o.id),
              toFulfillmentOptions({ ...values, labelKind: 'BUY' }),
            )
          }
        >
          <Typography.Paragraph>{t('bulk.intro', { count: orders.length })}</Typography.Paragraph>
          <FulfillmentOptionsFields buyOnly />
        </Form>
      )}
    </Modal>
  );
}
