// Stock taking: the counted quantity is a whole number of 0 or more, and a confirmation shows what changes.
import { Alert, Descriptions, Form, Input, InputNumber, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showApiError } from '../../../shared/api/apply-field-errors';
import { toasts } from '../../../shared/ui/toast-queue';
import { useStockTakingMutation } from '../api/warehouse-products-api';

interface Count {
  counted: number;
  comment: string;
}

export function StockTakingDialog({ productId, current, onClose }: { productId: string; current: number; onClose(): void }) {
  const { t } = useTranslation('warehouse');
  const stockTaking = useStockTakingMutation(productId);
  const [form] = Form.useForm<Count>();
  const [review, setReview] = useState<Count | null>(null);

  const save = async () => {
    if (!review) return;
    try {
      await stockTaking.mutateAsync(review);
      toasts.push({ type: 'success', message: t('stockTaking.done') });
      onClose();
    } catch (err) {
      setReview(null);
      showApiError(err, form);
    }
  };
  const difference = review ? review.counted - current : 0;

  return (
    <Modal
      open
      title={review ? t('stockTaking.confirmTitle') : t('stockTaking.title')}
      okText={review ? t('stockTaking.submit') : t('stockTaking.review')}
      cancelText={review ? t('stockTaking.back') : t('stockTaking.cancel')}
      okButtonProps={{ 'data-testid': review ? 'stock-taking-confirm' : 'stock-taking-review' } as Record<`data-${string}`, string>}
      confirmLoading={stockTaking.isPending}
      onOk={() => (review ? void save() : form.submit())}
      onCancel={() => (review ? setReview(null) : onClose())}
      width={480}
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={(values) => setReview({ counted: Number(values.counted), comment: values.comment.trim() })}
        hidden={review !== null}
      >
        <Form.Item
          name="counted"
          label={t('stockTaking.counted')}
          validateFirst
          rules={[
            { required: true, message: t('stockTaking.required') },
            {
              validator: (_, v: unknown) =>
                Number.isInteger(v) && (v as number) >= 0 ? Promise.resolve() : Promise.reject(new Error(t('stockTaking.wholeNumber'))),
            },
          ]}
        >
          <InputNumber data-testid="stock-taking-counted" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="comment"
          label={t('stockTaking.comment')}
          rules={[{ required: true, whitespace: true, message: t('stockTaking.required') }]}
        >
          <Input.TextArea data-testid="stock-taking-comment" rows={3} maxLength={1000} />
        </Form.Item>
      </Form>
      {review ? (
        <>
          <Descriptions data-testid="stock-taking-review-figures" size="small" bordered column={1}>
            <Descriptions.Item label={t('stockTaking.current')}>{current}</Descriptions.Item>
            <Descriptions.Item label={t('stockTaking.counted')}>{review.counted}</Descriptions.Item>
            <Descriptions.Item label={t('stockTaking.difference')}>{difference > 0 ? `+${difference}` : difference}</Descriptions.Item>
          </Descriptions>
          {difference < 0 ? (
            <Alert style={{ marginTop: 12 }} type="warning" showIcon title={t('stockTaking.writeOff', { count: -difference })} />
          ) : null}
        </>
      ) : null}
    </Modal>
  );
}
